import { Type, type Static } from 'typebox';
import {
  CartItemCurveSchema,
  CartItemGenericSchema,
  CartItemSimpleSchema,
  CartItemsSchema,
  PriceEntriesSchema,
  Uuid,
} from './pricing.schemas.ts';

/**
 * Quotes on the wire (spec sections 4 and 7; the types in ../quotes.ts). Amounts are in currency
 * units with the tenant's decimals (`roundPrice`), as the pricing call answers them.
 */
const strict = { additionalProperties: false } as const;

/**
 * Spec section 4: quote calls get cart items whose `generic` may be cut down to printing_types
 * (unless full fields are asked for); the inner lines of curve products carry no generic.
 */
const PartialGeneric = Type.Partial(CartItemGenericSchema);

export const QuoteItemSchema = Type.Union([
  Type.Object({ ...CartItemSimpleSchema.properties, generic: PartialGeneric }, strict),
  Type.Object({ ...CartItemCurveSchema.properties, generic: PartialGeneric }, strict),
]);
export type QuoteItem = Static<typeof QuoteItemSchema>;

const QuoteItems = Type.Array(QuoteItemSchema, { maxItems: 100 });

export const GenerateQuoteRequestSchema = Type.Object({ items: QuoteItems }, strict);

export const UnsavedQuoteRequestSchema = Type.Object(
  {
    items: QuoteItems,
    /** What a guest typed to head the document (a logged-in buyer's profile wins). */
    buyer: Type.Optional(
      Type.Object(
        {
          fullName: Type.Optional(Type.String({ maxLength: 120 })),
          company: Type.Optional(Type.String({ maxLength: 120 })),
        },
        strict,
      ),
    ),
  },
  strict,
);

export const SendQuoteRequestSchema = Type.Object(
  {
    id: Uuid,
    /** Further addresses; the buyer always gets a copy. */
    emails: Type.Array(Type.String({ maxLength: 254 }), { maxItems: 50 }),
  },
  strict,
);

export const QuoteIdQuerySchema = Type.Object({ Id: Uuid }, strict);

export const QuotesPageQuerySchema = Type.Object(
  {
    Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  },
  strict,
);

/** What the buyer pays for one quoted line (or the whole quote), split as the PDF shows it. */
export const QuoteAmountsSchema = Type.Object({
  /** The products, with the margin. */
  base: Type.Number(),
  /** The customisation (technique), without the under-minimum extra. */
  application: Type.Number(),
  /** The extra for printing fewer units than the technique's minimum. */
  underMinimum: Type.Number(),
  subTotal: Type.Number(),
  taxes: Type.Number(),
  total: Type.Number(),
});
export type QuoteAmounts = Static<typeof QuoteAmountsSchema>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const QuoteLineSchema = Type.Object({
  shoppingCartUUID: Type.String(),
  type: Type.Union([Type.Literal('ProductoSimple'), Type.Literal('ProductoCurva')]),
  productName: Type.String(),
  externalId: Type.String(),
  /** The catalogue's picture of the product. */
  image: Nullable(Type.String()),
  /** The builder's preview of a customised line, when there is one. */
  render: Nullable(Type.String()),
  technique: Nullable(Type.String()),
  /** One entry per variant: a simple product has one, a curve product one per size and colour. */
  variants: Type.Array(
    Type.Object({
      sku: Type.String(),
      color: Nullable(Type.String()),
      size: Nullable(Type.String()),
      quantity: Type.Integer(),
    }),
  ),
  quantity: Type.Integer(),
  amounts: QuoteAmountsSchema,
  /**
   * Customised with a technique and nothing to print yet ('Falta el diseño', `designMissing` of
   * the contracts).
   */
  designMissing: Type.Boolean(),
});
export type QuoteLine = Static<typeof QuoteLineSchema>;

/**
 * `vigente` until the end of its last day in the tenant's time zone, `vencida` after;
 * `convertida` (locked) once an order was completed from it.
 */
export const QuoteStatusSchema = Type.Union([
  Type.Literal('vigente'),
  Type.Literal('vencida'),
  Type.Literal('convertida'),
]);
export type QuoteStatus = Static<typeof QuoteStatusSchema>;

export const QuoteBuyerSchema = Type.Object({
  fullName: Type.String(),
  email: Nullable(Type.String()),
  company: Nullable(Type.String()),
});
export type QuoteBuyer = Static<typeof QuoteBuyerSchema>;

/** A priced copy of a cart with a number per tenant, a validity and the tenant's terms. */
export const QuoteSchema = Type.Object({
  /** Opaque and unguessable (UUID); the number is what people read. */
  id: Type.String(),
  number: Type.Integer(),
  createdAt: Type.String(),
  /** The last day it holds (YYYY-MM-DD, in the tenant's time zone). */
  validUntil: Type.String(),
  /** The instant it stops holding: the end of `validUntil` in the tenant's time zone. */
  expiresAt: Type.String(),
  status: QuoteStatusSchema,
  /** The order completed from it ('convertida'), else null. */
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  buyer: QuoteBuyerSchema,
  terms: Type.String(),
  lines: Type.Array(QuoteLineSchema),
  totals: QuoteAmountsSchema,
  /** The quoted cart items, catalogue copies, for adding the quote back to a cart. */
  items: CartItemsSchema,
});
export type Quote = Static<typeof QuoteSchema>;

export const QuoteSummarySchema = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  createdAt: Type.String(),
  validUntil: Type.String(),
  expiresAt: Type.String(),
  status: QuoteStatusSchema,
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  lineCount: Type.Integer(),
  total: Type.Number(),
});
export type QuoteSummary = Static<typeof QuoteSummarySchema>;

export const QuotePageSchema = Type.Object({
  items: Type.Array(QuoteSummarySchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type QuotePage = Static<typeof QuotePageSchema>;

export const SendQuoteResultSchema = Type.Object({ sentTo: Type.Array(Type.String()) });

export const ConvertQuoteRequestSchema = Type.Object({ id: Uuid }, strict);

/**
 * `Orders/ConvertQuoteToOrder` `{ id }`: while the quote holds, its items for the checkout in
 * direct mode (CompleteOrder with `quoteId` charges the quote's prices); once converted, the
 * order made from it (`orderId`, no items). An expired quote answers 422.
 */
export const ConvertedQuoteSchema = Type.Object({
  quoteId: Type.String(),
  number: Type.Integer(),
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  items: CartItemsSchema,
  /** The quote's stored price entries (its locked prices), what the checkout shows. */
  prices: PriceEntriesSchema,
});
export type ConvertedQuote = Static<typeof ConvertedQuoteSchema>;
