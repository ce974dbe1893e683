/**
 * Checkout contracts (spec sections 3, 7 and 9): the wire types of the address, shipping, order
 * and payment calls. Amounts are numbers with the tenant's `roundPrice` decimals, like
 * `PriceFields` (whole pesos in Chile); the server computes every one of them. The wire types
 * are the API's schemas' (`wire/addresses`, `wire/shipping`, `wire/payments`, `wire/orders`),
 * imported as types: no schema reaches a page.
 */
import type { Static } from 'typebox';
import type { PriceFields } from './cart.ts';
import type {
  AddressCitySchema,
  AddressLocationSchema,
  AddressProvinceSchema,
  ShippingZipCodeSchema,
} from './wire/addresses.schemas.ts';
import type {
  CompleteOrderRequestSchema,
  OrderLineSchema,
  OrderSchema,
  OrderTotalsRequestSchema,
  OrderTotalsSchema,
} from './wire/orders.schemas.ts';
import type {
  BankDetailsSchema,
  PaymentMethodsSchema,
  PaymentStateSchema,
  PaymentStatusSchema,
  UpdateOrderPaymentRequestSchema,
  UpdateOrderPaymentResultSchema,
} from './wire/payments.schemas.ts';
import type {
  ShippingQuoteOptionSchema,
  ShippingQuoteRequestSchema,
  ShippingQuoteResultSchema,
} from './wire/shipping.schemas.ts';

/** The API paths of the checkout, under `/api/services/app/`. */
export const CHECKOUT_API = {
  provinces: 'DomicilieProvinces/GetAllDomicilieProvince',
  /** `?idprovince=` */
  cities: 'DomicilieCities/GetAllByProvinceId',
  /** `?idcity=` */
  locations: 'DomicilieLocations/GetAllByCityId',
  /** `?location=&province=&municipality=` (ids) */
  zipCode: 'DomicilieLocations/GetShippingZipCode',
  shippingQuote: 'Orders/GetShippingQuote',
  completeOrder: 'Orders/CompleteOrder',
  /** What CompleteOrder would charge for the cart, address and shipping option (POST). */
  orderTotals: 'Orders/GetOrderTotals',
  /** `?Id=` */
  orderById: 'Orders/GetOrderById',
  paymentMethods: 'Orders/GetPaymentMethods',
  updateOrderPayment: 'Orders/UpdateOrderPayment',
  /** `?Id=`: what the payment result page polls. */
  orderPaymentStatus: 'Orders/GetOrderPaymentStatus',
} as const;

/** What the checkout tells the other apps. */
export interface CheckoutEvents {
  /**
   * An order was placed from the cart (`mode` 'cart': the server emptied the saved cart) or from
   * a buy-now product ('direct': the saved cart is untouched). The cart re-reads its owner.
   */
  'checkout:order-placed': { orderId: number; mode: 'cart' | 'direct' };
}

/** Header of `CompleteOrder` and `UpdateOrderPayment`: one key per attempt, reused on retries. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

// ---- Addresses -------------------------------------------------------------------------------

/** Argentina: a province; Chile: a region. Names with their accents. */
export type AddressProvince = Static<typeof AddressProvinceSchema>;
/** Argentina: a department or partido (CABA: a comuna); Chile: a province. */
export type AddressCity = Static<typeof AddressCitySchema>;
/** Argentina: a locality (CABA: a barrio); Chile: a comuna. */
export type AddressLocation = Static<typeof AddressLocationSchema>;
/** `GetShippingZipCode`: null when the buyer must type it (CABA, Chile, unknown). */
export type ShippingZipCode = Static<typeof ShippingZipCodeSchema>;

// ---- Shipping quotes -------------------------------------------------------------------------

/**
 * Body of `GetShippingQuote`: Argentina's payload, Chile's or the simplified form (the schema
 * says which fields each uses). Prices in it are ignored.
 */
export type ShippingQuoteRequest = Static<typeof ShippingQuoteRequestSchema>;
/** One option of `all_results` (Zippin's quote shape). */
export type ShippingQuoteOption = Static<typeof ShippingQuoteOptionSchema>;
export type PickupPoint = ShippingQuoteOption['pickup_points'][number];
export type ShippingQuoteResult = Static<typeof ShippingQuoteResultSchema>;

/** What the checkout keeps of the chosen option (spec section 3, "Shipping option"). */
export interface ShippingOption {
  shippingCarrierLogo: string | null;
  shippingLogisticType: string;
  shippingCarrierId: string;
  shippingPointId: string | null;
  deliveryName: string;
  shippingServiceType: string;
  deliveryType: string;
  deliveryTime: { min: number; max: number };
  shippingCost: number;
  deliveryPrice: { price: number; price_incl_tax: number };
}

// ---- Orders ----------------------------------------------------------------------------------

/** The invoice data of an order as answered (CUIT or RUT, fiscal address, Chile's giro). */
export type OrderInvoice = Order['invoice'];

/**
 * Body of `CompleteOrder` (spec section 3, "Order payload"), as the API validates it: the spec's
 * price fields are accepted and ignored (the server prices the cart and the shipping itself), and
 * `userId` is taken from the token.
 */
export type CompleteOrderRequest = Static<typeof CompleteOrderRequestSchema>;

/** Spec section 3, "Order line": a curve product arrives flattened into one line per variant. */
export type OrderLine = Static<typeof OrderLineSchema>;

/** Where the order stands with its payment. */
export type OrderPaymentState = Static<typeof PaymentStateSchema>;
export type OrderPaymentStatus = Static<typeof PaymentStatusSchema>;

/**
 * An order as `CompleteOrder` and `GetOrderById` answer it, with its status, history and proof
 * (`OrderDetail`, the name the account pages read it by). A 422 of `CompleteOrder` names the first
 * bad field in `error.field` and carries every `{ field: message }` as JSON in `error.details`.
 */
export type Order = Static<typeof OrderSchema>;

/** `Orders/GetOrderTotals`: CompleteOrder's cart, address and shipping choice. */
export type OrderTotalsRequest = Static<typeof OrderTotalsRequestSchema>;

/**
 * What the order will charge, computed by the server as an invoice does: the products' net, the
 * shipping's net, IVA per rate on both (rounded once) and the total (the order's, once placed).
 */
export type OrderChargeTotals = Static<typeof OrderTotalsSchema>;

/** The order totals as the pricing engine computes them (same meaning as `PriceFields`). */
export type OrderTotals = Pick<
  PriceFields,
  'applicationCost' | 'applicationPrice' | 'profit' | 'subTotal' | 'taxes' | 'total'
>;

// ---- Payment ---------------------------------------------------------------------------------

export type PaymentMethod = Static<typeof PaymentMethodsSchema>[number];
export type BankDetails = Static<typeof BankDetailsSchema>;
/** Body of `UpdateOrderPayment`. */
export type UpdateOrderPaymentRequest = Static<typeof UpdateOrderPaymentRequestSchema>;
export type UpdateOrderPaymentResult = Static<typeof UpdateOrderPaymentResultSchema>;
