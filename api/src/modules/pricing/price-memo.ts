import { deepFreeze } from '../../lib/deep-freeze.js';
import { setRecent } from '../../lib/recent-map.js';
import type { Tenant } from '../tenants/index.js';
import type { PriceEntry, PricingItem } from '@store/contracts/wire/pricing';

/** How long a price is answered again at most: a design's uploads may be swept meanwhile. */
export const PRICE_MEMO_TTL_MS = 60_000;
const PRICE_MEMO_CAPACITY = 1_000;

interface Kept {
  entries: readonly PriceEntry[];
  until: number;
}

/**
 * The prices of the pricing call's recent carts. Every page a buyer opens prices the cart in
 * storage again, unchanged: the same items of the same tenant and caller (a design may name only
 * the caller's uploads, so another caller's answer is never theirs) are answered with the engine's
 * same entries (and, through `okOnce`, the same serialized and compressed bytes) until the
 * tenant or the catalogue changes (their revisions are in the key: a new margin, a price or the
 * stock of any variant) or a minute has passed (the designs' uploads are not in the catalogue).
 * Only the public pricing call reads it: carts saved, quotes and orders always price afresh.
 */
export function createPriceMemo(catalogRevision: () => Promise<number>) {
  const kept = new Map<string, Kept>();

  return {
    async entries(
      tenant: Tenant,
      owner: string | null,
      items: PricingItem[],
      price: () => Promise<PriceEntry[]>,
      now = Date.now(),
    ): Promise<readonly PriceEntry[]> {
      const key = `${tenant.id}:${tenant.revision}:${await catalogRevision()}:${owner ?? ''}:${JSON.stringify(items)}`;
      const found = kept.get(key);
      if (found && found.until > now) return found.entries;
      // A refusal (422) is thrown and never kept: it is asked again.
      const entries = deepFreeze(await price());
      setRecent(kept, key, { entries, until: now + PRICE_MEMO_TTL_MS }, PRICE_MEMO_CAPACITY);
      return entries;
    },
  };
}
