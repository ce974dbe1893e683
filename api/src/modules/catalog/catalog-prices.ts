import { fromMinor } from '../pricing/index.js';
import { plainUnitAmounts } from '../pricing/index.js';
import { rulesOf } from '../pricing/index.js';
import type { PricingSettings } from '../tenants/index.js';

/**
 * The price of one unit as a buyer of the tenant sees it, bought `quantity` at a time: the
 * pricing engine's own unit price (cost with the reseller's margin, IVA when the tenant shows
 * prices with taxes), so the catalogue never shows a unit the cart then charges differently.
 * The cost and the margin never leave the server.
 */
export function shownPrice(cents: number, settings: PricingSettings, quantity = 1): number {
  const unit = plainUnitAmounts(cents, quantity, rulesOf(settings));
  return fromMinor(Number(settings.withTaxes ? unit.total : unit.subTotal), settings.roundPrice);
}

/**
 * The cost in cents of a shown price, widened so a filter never loses an edge product: a search
 * bound, not a price, so the inverse of the margin in floating point is enough.
 */
export function costCents(shown: number, settings: PricingSettings, edge: 'min' | 'max'): number {
  const factor = settings.profitMultiplier * (settings.withTaxes ? 1 + settings.taxRate : 1);
  const cents = (shown * 100) / factor;
  return edge === 'min' ? Math.floor(cents) : Math.ceil(cents);
}
