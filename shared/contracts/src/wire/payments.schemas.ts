import { Type } from 'typebox';

/** The checkout's payment calls on the wire (the types in ../checkout.ts). */
const strict = { additionalProperties: false } as const;
const PaymentCode = Type.Union([Type.Literal('CHQ'), Type.Literal('MP'), Type.Literal('TRF')]);

export const PaymentMethodsSchema = Type.Array(
  Type.Object({ code: PaymentCode, name: Type.String(), description: Type.String() }),
);

/** Body of `UpdateOrderPayment`. */
export const UpdateOrderPaymentRequestSchema = Type.Object(
  {
    orderId: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    method: PaymentCode,
    cheque: Type.Optional(
      Type.Union([
        Type.Object(
          {
            bank: Type.String({ maxLength: 60 }),
            number: Type.String({ maxLength: 20 }),
            paymentDate: Type.String({ maxLength: 10 }),
          },
          strict,
        ),
        Type.Null(),
      ]),
    ),
  },
  strict,
);

const nullable = Type.Union([Type.String(), Type.Null()]);

export const BankDetailsSchema = Type.Object({
  bank: Type.String(),
  accountHolder: Type.String(),
  taxId: Type.String(),
  /** Argentina: CBU and alias; Chile: account type and number. */
  accountType: nullable,
  accountNumber: nullable,
  cbu: nullable,
  alias: nullable,
  email: nullable,
});

export const UpdateOrderPaymentResultSchema = Type.Union([
  Type.Object({
    method: Type.Literal('TRF'),
    status: Type.Literal('pending'),
    total: Type.Number(),
    bankDetails: BankDetailsSchema,
  }),
  Type.Object({
    method: Type.Literal('CHQ'),
    status: Type.Literal('pending'),
    total: Type.Number(),
  }),
  /** Send the buyer to `redirectUrl` (the card provider's page). */
  Type.Object({
    method: Type.Literal('MP'),
    status: Type.Literal('pending'),
    total: Type.Number(),
    redirectUrl: Type.String(),
  }),
]);

export const PaymentStatusQuerySchema = Type.Object(
  {
    Id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    paymentId: Type.Optional(Type.String({ maxLength: 40, pattern: '^[0-9A-Za-z-]+$' })),
  },
  strict,
);

/** Where the order stands with its payment. */
export const PaymentStateSchema = Type.Union([
  Type.Literal('none'),
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

export const PaymentStatusSchema = Type.Object({
  orderId: Type.Integer(),
  payment: Type.Union([PaymentCode, Type.Literal('NONE')]),
  status: PaymentStateSchema,
  /** The provider's payment id when there is one. */
  paymentId: nullable,
});

/** Mercado Pago sends `data.id` and `type` (webhooks) or `id` and `topic` (IPN) in the query. */
export const WebhookQuerySchema = Type.Object({
  'data.id': Type.Optional(Type.String({ maxLength: 40 })),
  type: Type.Optional(Type.String({ maxLength: 40 })),
  id: Type.Optional(Type.String({ maxLength: 40 })),
  topic: Type.Optional(Type.String({ maxLength: 40 })),
});
