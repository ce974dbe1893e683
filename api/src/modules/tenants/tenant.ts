import type { CheckoutSettings } from './checkout-settings.js';
import type { Environment, ShopConfig, TemplateId } from '@store/contracts/wire/tenant';

/** A tenant (a reseller's store) and its settings: what every module reads of it. */

/** Every ShopConfig field a tenant may set beyond its name, display name, environment and template. */
export type TenantSettings = Partial<
  Omit<ShopConfig, 'tenant' | 'name' | 'environment' | 'templateFK' | 'colors'>
> & {
  /** Colours not set fall back to DEFAULT_COLORS. */
  colors?: Partial<ShopConfig['colors']>;
  /** The reseller's margin on cost (1.35 = 35 %); private: never in the public ShopConfig. */
  profitMultiplier?: number;
  /** Customer logos shown by the store (`/users/distributor/logo_url`), files of the tenant. */
  clientLogos?: { name: string; url: string }[];
  /** The colours offered for customisation (`/color-palette`); a default palette otherwise. */
  colorPalette?: { name: string; hex: string }[];
  /** Embroidery threads (the builder's thread palette); a default list otherwise. */
  threadPalette?: { code?: string; name: string; hex: string }[];
  /** Text settings by key (`WhiteBoxSettings/GetWhiteboxSettingsKey`). */
  whiteboxSettings?: Record<string, string>;
  /** Tax condition, bank details, origin and shipping rate tables (checkout-settings.ts). */
  checkout?: Partial<CheckoutSettings>;
};

/** What the pricing engine needs to know about a tenant (DESIGN.md section 4). */
export interface PricingSettings {
  environment: Environment;
  /** Multiplier over cost, at least 1. */
  profitMultiplier: number;
  /** IVA: 21 % in Argentina, 19 % in Chile. */
  taxRate: number;
  /** Decimals of shown and charged amounts. */
  roundPrice: number;
  withTaxes: boolean;
  usePriceWithoutMinimun: boolean;
  currencySymbol: string;
}

export const DEFAULT_PROFIT_MULTIPLIER = 1.3;
export const TAX_RATES: Record<Environment, number> = { ARG: 0.21, CL: 0.19 };

export interface Tenant {
  id: number;
  name: string;
  displayName: string;
  environment: Environment;
  templateId: TemplateId;
  settings: TenantSettings;
  createdAt: string;
  updatedAt: string;
  /** Moves on every update: what was derived from a tenant is kept by name and revision. */
  revision: number;
}

export interface NewTenant {
  name: string;
  displayName: string;
  environment: Environment;
  templateId: TemplateId;
  settings: TenantSettings;
}
