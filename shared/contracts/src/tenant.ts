import type { TenantTaxCondition } from './checkout-rules/index.ts';

/** Spec section 3, "Shop configuration": what `PartnerConfigs/GetConfig` answers for one tenant. */

export type Environment = 'ARG' | 'CL';
export type TemplateId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export const TEMPLATE_IDS: readonly TemplateId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export interface ShopColors {
  primary: string;
  secondary: string;
  accent: string;
  link: string;
  background: string;
  surface: string;
  text: string;
  [name: string]: string;
}

export interface Family {
  id: number | null;
  title: string;
  /** The category slug the family links to; null for the 'Todas' entry (every product). */
  slug: string | null;
  icon_url: string | null;
}

export interface SocialMedia {
  socialMediaFK: { key: string; name: string };
  username: string;
}

export interface ProductBuilderDesign {
  name: string;
  /** An image as embedded data (`data:image/...;base64,...`), never a remote address. */
  source: string;
}

export interface ProductBuilderConfig {
  categories: { name: string; designs: ProductBuilderDesign[] }[];
}

export interface ShopConfig {
  tenant: string | null;
  name: string;
  logo: string | null;
  favicon: string | null;
  colors: ShopColors;
  designs: Record<string, string>;
  families: Family[];
  templateFK: { id: TemplateId };
  environment: Environment;
  withTaxes: boolean;
  googleTagManagerCode: string | null;
  googleAnalyticsCode: string | null;
  pixelFB: string | null;
  roundPrice: number;
  currencySymbol: string;
  showProductVideo: boolean;
  usePriceWithoutMinimun: boolean;
  partnerConfigShippingMethod: string | null;
  useFeaturedCategories: boolean;
  showComplementaryInformation: boolean;
  registrationInShop: boolean;
  quotation: boolean;
  isMultipleVariantDesigns: boolean;
  socialMedias: SocialMedia[];
  productBuilder: ProductBuilderConfig;
  contact: { email: string | null; phone: string | null; address: string | null };
  about: string | null;
  policy: string | null;
  /**
   * The tenant's own tax condition, which decides the invoice type (Argentina: RI or MT; Chile:
   * CONTRIBUYENTE). GetConfig always sends it; optional only so older fixtures stay valid.
   */
  taxCondition?: TenantTaxCondition;
}

export type Locale = 'arg' | 'cl';

/** The locale is `cl` when the environment is CL, otherwise `arg` (spec section 1). */
export function localeOf(environment: Environment | string | null | undefined): Locale {
  return environment === 'CL' ? 'cl' : 'arg';
}
