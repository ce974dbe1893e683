import type { Static } from 'typebox';
import type {
  EnvironmentSchema,
  FamilySchema,
  ProductBuilderSchema,
  ShopConfigSchema,
  SocialMediaSchema,
} from './wire/tenant.schemas.ts';

/**
 * Spec section 3, "Shop configuration": what `PartnerConfigs/GetConfig` answers for one tenant,
 * the API's schema (`wire/tenant.schemas.ts`) imported as a type.
 */

export type Environment = Static<typeof EnvironmentSchema>;
export type ShopConfig = Static<typeof ShopConfigSchema>;
export type TemplateId = ShopConfig['templateFK']['id'];
export const TEMPLATE_IDS: readonly TemplateId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** The seven named colours plus any other the tenant names (each one becomes `--color-<name>`). */
export type ShopColors = ShopConfig['colors'];
export type Family = Static<typeof FamilySchema>;
export type SocialMedia = Static<typeof SocialMediaSchema>;
export type ProductBuilderConfig = Static<typeof ProductBuilderSchema>;
export type ProductBuilderDesign = ProductBuilderConfig['categories'][number]['designs'][number];

export type Locale = 'arg' | 'cl';

/** The locale is `cl` when the environment is CL, otherwise `arg` (spec section 1). */
export function localeOf(environment: Environment | string | null | undefined): Locale {
  return environment === 'CL' ? 'cl' : 'arg';
}
