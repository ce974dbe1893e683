import type { Static } from 'typebox';
import type { CartItem, CartItemGeneric } from './cart.ts';
import type {
  ConvertedQuoteSchema,
  GenerateQuoteRequestSchema,
  QuoteAmountsSchema,
  QuoteBuyerSchema,
  QuoteItemSchema,
  QuoteLineSchema,
  QuotePageSchema,
  QuoteSchema,
  QuoteStatusSchema,
  QuoteSummarySchema,
  SendQuoteRequestSchema,
  SendQuoteResultSchema,
  UnsavedQuoteRequestSchema,
} from './wire/quotes.schemas.ts';

/**
 * Quotes (spec sections 4 and 7, "Orders and quotes"): a priced copy of a cart with a number per
 * tenant, a validity and the tenant's terms. Amounts are in currency units with the tenant's
 * decimals (`roundPrice`), as the pricing call answers them. The wire types are the API's
 * schemas' (`wire/quotes.schemas.ts`), imported as types: no schema reaches a page.
 */

/**
 * `vigente` until the end of its last day in the tenant's time zone, `vencida` after;
 * `convertida` (locked) once an order was completed from it.
 */
export type QuoteStatus = Static<typeof QuoteStatusSchema>;
/** What the buyer pays for one quoted line (or the whole quote), split as the PDF shows it. */
export type QuoteAmounts = Static<typeof QuoteAmountsSchema>;
export type QuoteLine = Static<typeof QuoteLineSchema>;
export type QuoteBuyer = Static<typeof QuoteBuyerSchema>;
export type Quote = Static<typeof QuoteSchema>;
export type QuoteSummary = Static<typeof QuoteSummarySchema>;
/**
 * `Orders/ConvertQuoteToOrder` `{ id }`: the quote's items and locked prices for the checkout in
 * direct mode, or, once converted, the order made from it. An expired quote answers 422.
 */
export type ConvertedQuote = Static<typeof ConvertedQuoteSchema>;
export type QuotePage = Static<typeof QuotePageSchema>;

/**
 * A cart item as sent to a quote call (spec section 4): from `generic` only `printing_types` is
 * kept unless full fields are asked for, and the inner lines of curve products carry no generic.
 */
export type QuoteCartItem = Static<typeof QuoteItemSchema>;

/** The most addresses, besides the buyer's own, a quote may be e-mailed to at once. */
export const QUOTE_MAX_RECIPIENTS = 5;

export type GenerateQuoteRequest = Static<typeof GenerateQuoteRequestSchema>;
/** `buyer`: what a guest typed to head the document (a logged-in buyer's profile wins). */
export type UnsavedQuoteRequest = Static<typeof UnsavedQuoteRequestSchema>;
export type SendQuoteRequest = Static<typeof SendQuoteRequestSchema>;
export type SendQuoteResult = Static<typeof SendQuoteResultSchema>;

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
