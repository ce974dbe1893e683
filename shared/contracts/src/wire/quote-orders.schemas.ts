import { Type, type Static, type TSchema } from 'typebox';
import { SavedAddressSchema } from './address-book.schemas.ts';
import { CreditTermsSchema } from './admin-buyers.schemas.ts';
import { InvoiceSchema, OrderInvoiceSchema, OrderTotalsSchema } from './orders.schemas.ts';
import { AdminQuoteSchema } from './quotes-staff.schemas.ts';

/**
 * Staff convert a buyer's quote into an order (issue 32, `/api/admin/quotes/:id/order…`): one of
 * the buyer's saved addresses, a shipping option the shipping module quoted for it, and the
 * invoice data as the checkout's `orderInvoiceFK` takes them (the same rules check both).
 */
const strict = { additionalProperties: false } as const;
const text = (maxLength: number) => Type.String({ maxLength });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const AddressId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });

/** A shipping option as CompleteOrder names it (a carrier's branch or the store: its point). */
export const QuoteShippingChoiceSchema = Type.Object(
  {
    logisticType: text(60),
    serviceType: text(60),
    carrierId: text(60),
    pointId: nullable(text(60)),
  },
  strict,
);
export type QuoteShippingChoice = Static<typeof QuoteShippingChoiceSchema>;

/** What the form opens with: the buyer's saved addresses, whether they may order, their terms. */
export const QuoteOrderFormSchema = Type.Object({
  buyerId: Type.Integer(),
  blocked: Type.Boolean(),
  creditTerms: nullable(CreditTermsSchema),
  addresses: Type.Array(SavedAddressSchema),
  /** The invoice data of the buyer's latest order, which the form starts from; null: none yet. */
  lastInvoice: nullable(Type.Object({ orderNumber: Type.String(), invoice: InvoiceSchema })),
});
export type QuoteOrderForm = Static<typeof QuoteOrderFormSchema>;

export const QuoteOrderPreviewBodySchema = Type.Object(
  { addressId: AddressId, shipping: Type.Optional(QuoteShippingChoiceSchema) },
  strict,
);
export type QuoteOrderPreviewBody = Static<typeof QuoteOrderPreviewBodySchema>;

/** One option to pick: its choice, a label and its price with IVA (the shipping module's). */
export const QuoteOrderOptionSchema = Type.Object({
  ...QuoteShippingChoiceSchema.properties,
  label: Type.String(),
  price: Type.Number(),
});
export type QuoteOrderOption = Static<typeof QuoteOrderOptionSchema>;

/** The options for the address, and the order's figures with the chosen one (else null). */
export const QuoteOrderPreviewSchema = Type.Object({
  options: Type.Array(QuoteOrderOptionSchema),
  totals: nullable(OrderTotalsSchema),
});
export type QuoteOrderPreview = Static<typeof QuoteOrderPreviewSchema>;

export const QuoteOrderBodySchema = Type.Object(
  {
    /** The quote's version the page read: a stale one is a 409. */
    version: Version,
    addressId: AddressId,
    shipping: QuoteShippingChoiceSchema,
    invoice: OrderInvoiceSchema,
  },
  strict,
);
export type QuoteOrderBody = Static<typeof QuoteOrderBodySchema>;

export const QuoteOrderMadeSchema = Type.Object({
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  quote: AdminQuoteSchema,
});
export type QuoteOrderMade = Static<typeof QuoteOrderMadeSchema>;
