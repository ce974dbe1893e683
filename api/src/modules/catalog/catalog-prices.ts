import type { PricingSettings } from '../tenants/tenants.service.js';

/**
 * Prices as a buyer of the tenant sees them: the catalogue's cost with the reseller's margin,
 * with IVA when the tenant shows prices with taxes, in currency units rounded to the tenant's
 * decimals. The cost and the margin never leave the server.
 */
export function shownPrice(cents: number, settings: PricingSettings): number {
  const factor = settings.profitMultiplier * (settings.withTaxes ? 1 + settings.taxRate : 1);
  const decimals = 10 ** settings.roundPrice;
  return Math.round(((cents * factor) / 100) * decimals) / decimals;
}

/** The cost in cents of a shown price, widened so a filter never loses an edge product. */
export function costCents(shown: number, settings: PricingSettings, edge: 'min' | 'max'): number {
  const factor = settings.profitMultiplier * (settings.withTaxes ? 1 + settings.taxRate : 1);
  const cents = (shown * 100) / factor;
  return edge === 'min' ? Math.floor(cents) : Math.ceil(cents);
}
