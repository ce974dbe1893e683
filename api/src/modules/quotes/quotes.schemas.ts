import { Type, type Static } from 'typebox';
import {
  CartItemCurveSchema,
  CartItemGenericSchema,
  CartItemSimpleSchema,
  CartItemsSchema,
  PriceEntriesSchema,
  Uuid,
} from '@store/contracts/wire/pricing';

/** Quotes on the wire (shared/contracts quotes.ts). */
const strict = { additionalProperties: false } as const;

/** QUOTE_MAX_RECIPIENTS of shared/contracts: more addresses than this are refused. */
export const MAX_RECIPIENTS = 5;
/**
 * Quote mails go to addresses a buyer types: besides 20 sends an hour per client address, 10 an
 * hour per buyer and 100 an hour per store, so neither many accounts nor one proxy's address
 * turn the store into a mail relay (each send reaches at most 1 + MAX_RECIPIENTS addresses).
 */
export const QUOTE_MAIL_LIMITS = {
  perAddress: { max: 20, timeWindow: 60 * 60_000 },
  perBuyer: { max: 10, timeWindow: 60 * 60_000 },
  perStore: { max: 100, timeWindow: 60 * 60_000 },
};

/** Spec section 4: quote calls get cart items whose `generic` may be cut down to printing_types. */
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

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 8, maxLength: 100 })),
});

export const QuoteAmountsSchema = Type.Object({
  base: Type.Number(),
  application: Type.Number(),
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
  image: Nullable(Type.String()),
  render: Nullable(Type.String()),
  technique: Nullable(Type.String()),
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
  /** Customised with a technique and nothing to print yet (`designMissing` of the contracts). */
  designMissing: Type.Boolean(),
});
export type QuoteLine = Static<typeof QuoteLineSchema>;

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

export const QuoteSchema = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  createdAt: Type.String(),
  validUntil: Type.String(),
  expiresAt: Type.String(),
  status: QuoteStatusSchema,
  /** The order completed from it ('convertida'), else null. */
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  buyer: QuoteBuyerSchema,
  terms: Type.String(),
  lines: Type.Array(QuoteLineSchema),
  totals: QuoteAmountsSchema,
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

/** The quote's items for the checkout (direct mode, with quoteId), or the order made from it. */
export const ConvertedQuoteSchema = Type.Object({
  quoteId: Type.String(),
  number: Type.Integer(),
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  items: CartItemsSchema,
  prices: PriceEntriesSchema,
});
export type ConvertedQuote = Static<typeof ConvertedQuoteSchema>;
