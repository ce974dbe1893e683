import type { Tenant } from '../tenants/index.js';
import { MAX_QUOTE_VALIDITY_DAYS as MAX_VALIDITY_DAYS } from '@store/contracts/sales-rules';

export const DEFAULT_VALIDITY_DAYS = 15;
const MAX_TERMS = 2000;

const DEFAULT_TERMS: Record<Tenant['environment'], string> = {
  ARG:
    'Precios en pesos argentinos. Los productos se reservan al confirmar el pedido, sujeto a stock. ' +
    'Los plazos de producción se cuentan desde la aprobación del diseño y el pago.',
  CL:
    'Precios en pesos chilenos. Los productos se reservan al confirmar el pedido, sujeto a stock. ' +
    'Los plazos de producción se cuentan desde la aprobación del diseño y el pago.',
};

/**
 * A tenant's quote settings, from its configuration (`quoteValidityDays`, `quoteTerms`) with
 * defaults: 15 days, and terms in the country's currency.
 */
export function quoteSettingsOf(tenant: Tenant): { validityDays: number; terms: string } {
  const settings = tenant.settings as Record<string, unknown>;
  const days = settings.quoteValidityDays;
  const terms = settings.quoteTerms;
  return {
    validityDays:
      Number.isInteger(days) && (days as number) >= 1 && (days as number) <= MAX_VALIDITY_DAYS
        ? (days as number)
        : DEFAULT_VALIDITY_DAYS,
    terms:
      typeof terms === 'string' && terms.trim() !== ''
        ? terms.trim().slice(0, MAX_TERMS)
        : DEFAULT_TERMS[tenant.environment],
  };
}
