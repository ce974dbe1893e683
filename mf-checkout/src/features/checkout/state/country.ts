import type { Country, ShopConfig, TenantTaxCondition } from '@store/contracts';

export const countryOf = (config: Pick<ShopConfig, 'environment'>): Country =>
  config.environment === 'CL' ? 'CL' : 'ARG';

/**
 * The store's tax condition as GetConfig sends it; the country default (a responsable inscripto,
 * a Chilean VAT payer) only for a configuration from a server that predates the field.
 */
export const tenantTaxCondition = (
  config: Pick<ShopConfig, 'environment' | 'taxCondition'>,
): TenantTaxCondition =>
  config.taxCondition ?? (countryOf(config) === 'CL' ? 'CONTRIBUYENTE' : 'RI');
