import type { PriceTierRule } from '@store/contracts/catalog-rules';

// The rules themselves are shared with the back office's form (@store/contracts/catalog-rules).
export { MAX_PRICE_TIERS, tierProblems } from '@store/contracts/catalog-rules';
export type PriceTier = PriceTierRule;

/** The lowest unit cost: what lists show, sort and filter as the product's price "from". */
export const priceFromCents = (tiers: readonly PriceTier[]): number =>
  Math.min(...tiers.map((t) => t.unitPriceCents));
