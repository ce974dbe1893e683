import { Type, type Static } from 'typebox';

/** `Orders/GetOrderInvoices?Id=`, `Orders/GetInvoicePdf?Id=&Kind=`: the buyer's own order. */
export const OrderInvoicesQuerySchema = Type.Object(
  { Id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) },
  { additionalProperties: false },
);

export const InvoicePdfQuerySchema = Type.Object(
  {
    Id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    Kind: Type.Optional(Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')])),
  },
  { additionalProperties: false },
);

export const OrderTaxDocumentSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('creditNote')]),
  name: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('held'), Type.Literal('issued')]),
  issuedOn: Type.Union([Type.String(), Type.Null()]),
  total: Type.Number(),
});

export const OrderTaxDocumentsSchema = Type.Array(OrderTaxDocumentSchema);

export type OrderTaxDocument = Static<typeof OrderTaxDocumentSchema>;
