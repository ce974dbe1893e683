import { Type, type Static, type TSchema } from 'typebox';
import { ORDER_STATUSES, type OrderStatus } from '../order-statuses.ts';
import { PaymentStateSchema } from './payments.schemas.ts';
import { AddToCartRequestSchema, CartItemsSchema } from './pricing.schemas.ts';

/**
 * Orders on the wire (the types in ../checkout.ts and ../orders.ts): the checkout's order
 * request and answer, the buyer's orders list, reorders and proofs. The staff's schemas compose
 * the order and the statuses.
 */
export { ORDER_STATUSES };

const strict = { additionalProperties: false } as const;
const text = (maxLength: number) => Type.String({ maxLength });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.String({ maxLength: 20, pattern: '^[0-9A-Za-z-]*$' });
/** Client amounts: accepted so the spec's payload passes, and ignored. */
const Ignored = Type.Optional(Type.Number());

const ProofStateSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('sent'),
  Type.Literal('approved'),
  Type.Literal('changes_requested'),
]);

/**
 * A proof version (issue 32) as the buyer reads it (sent versions only), with its PDF's address:
 * made by staff (`draft`, which the buyer never sees), `sent`, then answered by the buyer:
 * `approved`, or `changes_requested` with a comment.
 */
export const ProofVersionSchema = Type.Object({
  version: Type.Integer(),
  source: Type.Union([Type.Literal('generated'), Type.Literal('uploaded')]),
  state: ProofStateSchema,
  sentAt: nullable(Type.String()),
  /** The buyer's comment when asking for changes. */
  comment: nullable(Type.String()),
  answeredAt: nullable(Type.String()),
  /** The PDF, read with the caller's token (the buyer's route or the staff's). */
  pdf: Type.String(),
});
export type ProofVersionDto = Static<typeof ProofVersionSchema>;

/** What staff read of a version besides: who made and sent it, and the file's size. */
export const StaffProofVersionSchema = Type.Object({
  ...ProofVersionSchema.properties,
  createdBy: Type.String(),
  createdAt: Type.String(),
  sentBy: nullable(Type.String()),
  byteSize: Type.Integer(),
});
export type StaffProofVersionDto = Static<typeof StaffProofVersionSchema>;

export const OrderInvoiceSchema = Type.Object(
  {
    name: text(200),
    lastName: Type.Optional(text(120)),
    document: text(30),
    direction: Type.Optional(nullable(text(200))),
    phone: text(40),
    email: text(254),
    ivaCondition: text(20),
    giro: Type.Optional(nullable(text(200))),
    comunaId: Type.Optional(nullable(Id)),
  },
  strict,
);

/** `Orders/CompleteOrder`: every field of the spec's order payload (section 3). */
export const CompleteOrderRequestSchema = Type.Object(
  {
    // The order is always the token's user's: a user id sent by the client is never read.
    userId: Type.Optional(
      Type.Union([Type.Integer(), Type.Null()], {
        deprecated: true,
        description: "Ignored: the order belongs to the token's user.",
      }),
    ),
    shoppingCart: Type.Object(
      {
        shoppingCartProductsFK: CartItemsSchema,
        shoppingCartMode: Type.Union([Type.Literal('cart'), Type.Literal('direct')]),
      },
      strict,
    ),
    provinceId: Id,
    cityId: Id,
    locationId: Id,
    locality: text(200),
    zipCode: text(10),
    customized: Type.Optional(Type.Boolean()),
    shippingCode: Type.Optional(nullable(text(60))),
    shippingCost: Ignored,
    shippingServiceType: text(60),
    shippingLogisticType: text(60),
    shippingCarrierId: text(60),
    shippingPointId: Type.Optional(nullable(text(60))),
    MinDeliveryDays: Ignored,
    MaxDeliveryDays: Ignored,
    deliveryMethod: Type.Optional(text(60)),
    payment: Type.Optional(Type.Literal('NONE')),
    name: text(120),
    lastName: text(120),
    phone: text(40),
    street: text(200),
    streetNumber: text(20),
    apartment: Type.Optional(nullable(text(60))),
    email: text(254),
    orderInvoiceFK: OrderInvoiceSchema,
    deliveryComment: Type.Optional(nullable(text(1000))),
    /** ConvertQuoteToOrder's quote: the order is priced at its locked prices. */
    quoteId: Type.Optional(nullable(Type.String({ format: 'uuid' }))),
    discount: Ignored,
    discountPercent: Ignored,
    productionBusinessDays: Ignored,
    discountApplication: Ignored,
    deliveryDiscountPrice: Ignored,
    priceBase: Ignored,
    taxes: Ignored,
    subTotal: Ignored,
    applicationCost: Ignored,
    applicationPrice: Ignored,
    profit: Ignored,
    total: Ignored,
  },
  strict,
);
export type CompleteOrderRequest = Static<typeof CompleteOrderRequestSchema>;

/**
 * `Orders/GetOrderTotals`: the cart (or the quote), the address and the chosen shipping option,
 * as CompleteOrder takes them; the answer is what it would charge.
 */
export const OrderTotalsRequestSchema = Type.Object(
  {
    shoppingCart: CompleteOrderRequestSchema.properties.shoppingCart,
    provinceId: Id,
    cityId: Id,
    locationId: Id,
    zipCode: text(10),
    shippingServiceType: text(60),
    shippingLogisticType: text(60),
    shippingCarrierId: text(60),
    shippingPointId: Type.Optional(nullable(text(60))),
    quoteId: Type.Optional(nullable(Type.String({ format: 'uuid' }))),
  },
  strict,
);
export type OrderTotalsRequest = Static<typeof OrderTotalsRequestSchema>;

/** The invoice's figures of an order to be placed: products' net, shipping's net, IVA, total. */
export const OrderTotalsSchema = Type.Object({
  currency: Type.Union([Type.Literal('ARS'), Type.Literal('CLP')]),
  subTotal: Type.Number(),
  shippingNet: Type.Number(),
  taxes: Type.Number(),
  taxesByRate: Type.Array(
    Type.Object({ rate: Type.Number(), net: Type.Number(), iva: Type.Number() }),
  ),
  total: Type.Number(),
});
export type OrderChargeTotals = Static<typeof OrderTotalsSchema>;

export const OrderIdQuerySchema = Type.Object(
  { Id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) },
  strict,
);

/** The order's invoice data as answered (what the request's `orderInvoiceFK` became). */
/** The invoice data an order was placed with, as answered. */
export const InvoiceSchema = Type.Object({
  /** Business name. */
  name: Type.String(),
  lastName: Type.String(),
  /** CUIT or RUT. */
  document: Type.String(),
  /** Fiscal address. */
  direction: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  ivaCondition: Type.Union([
    Type.Literal('RI'),
    Type.Literal('MT'),
    Type.Literal('EX'),
    Type.Literal('CF'),
    Type.Literal('CONTRIBUYENTE'),
    Type.Literal('CONSUMIDOR_FINAL'),
  ]),
  /** Chile's factura: giro and comuna. */
  giro: nullable(Type.String()),
  comunaId: nullable(Type.String()),
});

/** Spec section 3, "Order line": a curve product arrives flattened into one line per variant. */
export const OrderLineSchema = Type.Object({
  productId: Type.Integer(),
  genericProductId: Type.Integer(),
  productName: Type.String(),
  variantName: Type.String(),
  sku: Type.String(),
  quantity: Type.Integer(),
  hasProductBuilding: Type.Boolean(),
  customization: Type.Unknown(),
  /** The design's inks as the server counts and charges them (`#rrggbb`); empty without one. */
  inks: Type.Array(Type.String()),
  shoppingCartId: Type.Literal(0),
  principal: Type.Literal(true),
  advance: Type.Literal(false),
  priceBase: Type.Number(),
  priceAplication: Type.Number(),
  tax: Type.Number(),
  total: Type.Number(),
  shoppingCartProductImageFK: Type.Array(Type.String()),
  shoppingCartPrintingAreaFK: Type.Null(),
  /** The technique it was printed with (lines of orders before migration 0575: null). */
  technique: nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

const PaymentCode = Type.Union([
  Type.Literal('NONE'),
  Type.Literal('CHQ'),
  Type.Literal('MP'),
  Type.Literal('TRF'),
]);

const OrderStatusSchema = Type.Unsafe<OrderStatus>(Type.String({ enum: [...ORDER_STATUSES] }));

/** One step of the order's history; `trackingUrl` is the carrier's link once shipped. */
export const OrderHistoryEntrySchema = Type.Object({
  status: OrderStatusSchema,
  at: Type.String(),
  trackingUrl: nullable(Type.String()),
});

/**
 * An order as `CompleteOrder` and `GetOrderById` answer it. A 422 of `CompleteOrder` names the
 * first bad field in `error.field` (`zipCode`, `orderInvoiceFK.document`, `shipping.option`...)
 * and carries every `{ field: message }` as JSON in `error.details`.
 */
export const OrderSchema = Type.Object({
  id: Type.Integer(),
  /** The order's progress, its history (first step: received) and the carrier's link. */
  status: OrderStatusSchema,
  history: Type.Array(OrderHistoryEntrySchema),
  trackingUrl: nullable(Type.String()),
  /** Shown to the buyer, e.g. `0001-00000042`. */
  number: Type.String(),
  /** The number of the quote it was completed from (quote to order), else null. */
  quoteNumber: nullable(Type.Integer()),
  createdAt: Type.String(),
  currency: Type.Union([Type.Literal('ARS'), Type.Literal('CLP')]),
  invoiceType: Type.Union([
    Type.Literal('A'),
    Type.Literal('B'),
    Type.Literal('C'),
    Type.Literal('FACTURA'),
    Type.Literal('BOLETA'),
  ]),
  shoppingCartMode: Type.Union([Type.Literal('cart'), Type.Literal('direct')]),
  lines: Type.Array(OrderLineSchema),
  /** Sums of the lines (the pricing engine's cart total). */
  priceBase: Type.Number(),
  applicationCost: Type.Number(),
  applicationPrice: Type.Number(),
  profit: Type.Number(),
  /** The products' net (without IVA). */
  subTotal: Type.Number(),
  /** The order's IVA: per rate on the products' and the shipping's nets, rounded once each. */
  taxes: Type.Number(),
  /** The shipping as quoted, IVA included. */
  shippingCost: Type.Number(),
  /** The shipping without IVA. */
  shippingNet: Type.Number(),
  /** The IVA per rate (what the invoice charges): `net` is the products' and shipping's. */
  taxesByRate: Type.Array(
    Type.Object({ rate: Type.Number(), net: Type.Number(), iva: Type.Number() }),
  ),
  /** subTotal + shippingNet + taxes: what the buyer pays and the invoice's total. */
  total: Type.Number(),
  payment: PaymentCode,
  paymentStatus: PaymentStateSchema,
  /** An unpaid order holds its units until then (ISO); null once paid, released or cancelled. */
  stockHeldUntil: Type.Optional(nullable(Type.String())),
  shipping: Type.Object({
    logisticType: Type.String(),
    serviceType: Type.String(),
    carrierId: Type.String(),
    carrierName: Type.String(),
    pointId: nullable(Type.String()),
    deliveryMethod: Type.String(),
    /** As the spec says: Min from the delivery time's max, Max from its min. */
    MinDeliveryDays: Type.Integer(),
    MaxDeliveryDays: Type.Integer(),
    estimatedInHands: Type.Object({ min: Type.String(), max: Type.String() }),
  }),
  addressee: Type.Object({
    name: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    street: Type.String(),
    streetNumber: Type.String(),
    apartment: nullable(Type.String()),
    provinceId: Type.String(),
    cityId: Type.String(),
    locationId: Type.String(),
    locality: Type.String(),
    zipCode: Type.String(),
    deliveryComment: nullable(Type.String()),
  }),
  invoice: InvoiceSchema,
  /**
   * The proof of a customised order: `pending` until the buyer approves it, then `approved`;
   * `none` without customised lines. `designsLocked`: the designs can no longer change.
   */
  proof: Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('approved')]),
  designsLocked: Type.Boolean(),
  /** The proof versions the store sent (issue 32), newest first, each with its PDF's address. */
  proofVersions: Type.Array(ProofVersionSchema),
  /** The buyer's credit terms when ordering (issue 30): it may go to production unpaid. */
  creditTerms: Type.Boolean(),
});
export type OrderDto = Static<typeof OrderSchema>;

const IsoDay = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' });

/** `Orders/GetOrders`: the buyer's orders, newest first, by status and creation day (UTC). */
export const OrdersPageQuerySchema = Type.Object(
  {
    Page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
    Status: Type.Optional(OrderStatusSchema),
    From: Type.Optional(IsoDay),
    To: Type.Optional(IsoDay),
  },
  strict,
);
export type OrdersPageQuery = Static<typeof OrdersPageQuerySchema>;

/** One row of the buyer's orders list. */
export const OrderSummarySchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  createdAt: Type.String(),
  currency: Type.Union([Type.Literal('ARS'), Type.Literal('CLP')]),
  total: Type.Number(),
  status: OrderStatusSchema,
  payment: PaymentCode,
  paymentStatus: PaymentStateSchema,
  lineCount: Type.Integer(),
});

export const OrderPageSchema = Type.Object({
  items: Type.Array(OrderSummarySchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type OrderPage = Static<typeof OrderPageSchema>;

/**
 * `Orders/GetReorderItems`: the order's lines as requests to add (mf-cart's item factory makes
 * the cart items), and what was left out.
 */
export const ReorderSchema = Type.Object({
  requests: Type.Array(AddToCartRequestSchema),
  /** Spanish notices: products no longer sold, lines too old to rebuild, refused by the engine. */
  notices: Type.Array(Type.String()),
});
export type Reorder = Static<typeof ReorderSchema>;

/** `Orders/UpdateOrderDesign`: a customised line's new design, before the proof is approved. */
export const UpdateOrderDesignSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }),
    /** The line's index in `lines`. */
    line: Type.Integer({ minimum: 0, maximum: 999 }),
    customization: Type.Unknown(),
    customizationRender: nullable(Type.String({ maxLength: 2048, pattern: '^(/|https://)' })),
  },
  strict,
);
export type UpdateOrderDesign = Static<typeof UpdateOrderDesignSchema>;
