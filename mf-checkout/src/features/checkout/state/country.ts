import type { Country, ShopConfig, TenantTaxCondition } from '@store/contracts';

export const countryOf = (config: Pick<ShopConfig, 'environment'>): Country =>
  config.environment === 'CL' ? 'CL' : 'ARG';

/** Until the configuration carries it: a responsable inscripto, a Chilean VAT payer. */
export const tenantTaxCondition = (
  config: Pick<ShopConfig, 'environment' | 'taxCondition'>,
): TenantTaxCondition =>
  config.taxCondition ?? (countryOf(config) === 'CL' ? 'CONTRIBUYENTE' : 'RI');
