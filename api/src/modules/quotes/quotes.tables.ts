import type { Generated } from 'kysely';

/** A buyer's quote: the cart as priced by the server when it was made, kept as it was. */
export interface QuotesTable {
  id: Generated<number>;
  /** Opaque UUID the API and links use; `number` is what people read. */
  public_id: string;
  tenant_id: number;
  /** The auth module's user id (no foreign key across modules). */
  user_id: number;
  /** Sequential per tenant, from `quote_counters`. */
  number: number;
  /** The client's Idempotency-Key: the same key of the same buyer gives back the same quote. */
  idempotency_key: string | null;
  /** The cart items, catalogue copies (shared/contracts CartItem[]). */
  items_json: string;
  /** The pricing engine's entries for those items, then the total (PriceEntry[]). */
  prices_json: string;
  /** The buyer as the quote was made: full name, e-mail, company. */
  buyer_json: string;
  terms: string;
  /** Money in minor units of the tenant (its roundPrice decimals), for lists. */
  total_minor: number;
  /** The last day it holds, YYYY-MM-DD in the tenant's time zone. */
  valid_until: string;
  /** The end of `valid_until` in the tenant's time zone, ISO-8601 UTC. */
  expires_at: string;
  /** The order completed from this quote (migration 0650): the quote is then locked. */
  converted_order_id: number | null;
  /** Raised by each staff change (migration 1432, a new validity): a stale one gets 409. */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The last quote number given out per tenant (one row per tenant, raised in a transaction). */
export interface QuoteCountersTable {
  tenant_id: number;
  last_number: number;
}

export interface QuotesTables {
  quotes: QuotesTable;
  quote_counters: QuoteCountersTable;
}
