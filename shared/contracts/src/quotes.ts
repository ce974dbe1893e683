import type {
  CartItem,
  CartItemCurve,
  CartItemGeneric,
  CartItemSimple,
  PriceEntry,
} from './cart.ts';

/**
 * Quotes (spec sections 4 and 7, "Orders and quotes"): a priced copy of a cart with a number per
 * tenant, a validity and the tenant's terms. Amounts are in currency units with the tenant's
 * decimals (`roundPrice`), as the pricing call answers them.
 */

/**
 * `vigente` until the end of its last day in the tenant's time zone, `vencida` after;
 * `convertida` (locked) once an order was completed from it.
 */
export type QuoteStatus = 'vigente' | 'vencida' | 'convertida';

/** What the buyer pays for one quoted line (or the whole quote), split as the PDF shows it. */
export interface QuoteAmounts {
  /** The products, with the margin. */
  base: number;
  /** The customisation (technique), without the under-minimum extra. */
  application: number;
  /** The extra for printing fewer units than the technique's minimum. */
  underMinimum: number;
  subTotal: number;
  taxes: number;
  total: number;
}

export interface QuoteLine {
  shoppingCartUUID: string;
  type: 'ProductoSimple' | 'ProductoCurva';
  productName: string;
  externalId: string;
  /** The catalogue's picture of the product. */
  image: string | null;
  /** The builder's preview of a customised line, when there is one. */
  render: string | null;
  technique: string | null;
  /** One entry per variant: a simple product has one, a curve product one per size and colour. */
  variants: { sku: string; color: string | null; size: string | null; quantity: number }[];
  quantity: number;
  amounts: QuoteAmounts;
  /** Customised with a technique and nothing to print yet: 'Falta el diseño'. */
  designMissing: boolean;
}

export interface QuoteBuyer {
  fullName: string;
  email: string | null;
  company: string | null;
}

export interface Quote {
  /** Opaque and unguessable (UUID); the number is what people read. */
  id: string;
  number: number;
  createdAt: string;
  /** The last day it holds (YYYY-MM-DD, in the tenant's time zone). */
  validUntil: string;
  /** The instant it stops holding: the end of `validUntil` in the tenant's time zone. */
  expiresAt: string;
  status: QuoteStatus;
  /** The order completed from it (`convertida`), else null. */
  orderId: number | null;
  buyer: QuoteBuyer;
  terms: string;
  lines: QuoteLine[];
  totals: QuoteAmounts;
  /** The quoted cart items, catalogue copies, for adding the quote back to a cart. */
  items: CartItem[];
}

export interface QuoteSummary {
  id: string;
  number: number;
  createdAt: string;
  validUntil: string;
  expiresAt: string;
  status: QuoteStatus;
  orderId: number | null;
  lineCount: number;
  total: number;
}

/**
 * `Orders/ConvertQuoteToOrder` `{ id }`: while the quote holds, its items for the checkout in
 * direct mode (CompleteOrder with `quoteId` charges the quote's prices); once converted, the
 * order made from it (`orderId`, no items). An expired quote answers 422.
 */
export interface ConvertedQuote {
  quoteId: string;
  number: number;
  orderId: number | null;
  items: CartItem[];
  /** The quote's stored price entries (its locked prices), what the checkout shows. */
  prices: PriceEntry[];
}

export interface QuotePage {
  items: QuoteSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/**
 * A cart item as sent to a quote call (spec section 4): from `generic` only `printing_types` is
 * kept unless full fields are asked for, and the inner lines of curve products carry no generic.
 */
export type QuoteCartItem =
  | (Omit<CartItemSimple, 'generic'> & { generic: Partial<CartItemGeneric> })
  | (Omit<CartItemCurve, 'generic' | 'value'> & {
      generic: Partial<CartItemGeneric>;
      value: CartItemCurve['value'];
    });

/** The most addresses, besides the buyer's own, a quote may be e-mailed to at once. */
export const QUOTE_MAX_RECIPIENTS = 5;

export interface GenerateQuoteRequest {
  items: QuoteCartItem[];
}

/** `buyer`: what a guest typed to head the document (a logged-in buyer's profile wins). */
export interface UnsavedQuoteRequest {
  items: QuoteCartItem[];
  buyer?: { fullName?: string; company?: string };
}

export interface SendQuoteRequest {
  id: string;
  /** Further addresses; the buyer always gets a copy. */
  emails: string[];
}

export interface SendQuoteResult {
  sentTo: string[];
}

const FULL_GENERIC_FIELDS = [
  'id',
  'external_id',
  'description',
  'name',
  'customization_under_minimum_extra_cost',
] as const;

/**
 * Spec section 4's cleaning of cart products before a quote call: only `printing_types` is kept
 * from `generic` unless `fullFields` asks for id, external_id, description, name and the
 * under-minimum cost too; every inner line of a curve product loses its `generic`.
 */
export function cleanItemsForQuote(items: CartItem[], fullFields = false): QuoteCartItem[] {
  return items.map((item) => {
    const generic: Partial<CartItemGeneric> = { printing_types: item.generic.printing_types };
    if (fullFields)
      for (const field of FULL_GENERIC_FIELDS)
        Object.assign(generic, { [field]: item.generic[field] });
    if (item.type === 'ProductoSimple') return { ...item, generic };
    return {
      ...item,
      generic,
      value: item.value.map((line) => {
        const { generic: _dropped, ...rest } = line as typeof line & { generic?: unknown };
        return rest;
      }),
    };
  });
}
