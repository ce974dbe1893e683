/**
 * Checkout contracts (spec sections 3, 7 and 9): the wire types of the address, shipping, order
 * and payment calls. Amounts are numbers with the tenant's `roundPrice` decimals, like
 * `PriceFields` (whole pesos in Chile); the server computes every one of them. The wire types
 * are the API's schemas' (`wire/addresses`, `wire/shipping`, `wire/payments`, `wire/orders`),
 * imported as types: no schema reaches a page.
 */
import type { Static } from 'typebox';
import type { CartItem, PriceFields } from './cart.ts';
import type { IvaCondition, InvoiceType, OrderPaymentCode } from './checkout-rules/index.ts';
import type {
  AddressCitySchema,
  AddressLocationSchema,
  AddressProvinceSchema,
  ShippingZipCodeSchema,
} from './wire/addresses.schemas.ts';
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

export interface OrderInvoice {
  /** Business name. */
  name: string;
  lastName: string;
  /** CUIT or RUT. */
  document: string;
  /** Fiscal address. */
  direction: string;
  phone: string;
  email: string;
  ivaCondition: IvaCondition;
  /** Chile's factura: giro and comuna. */
  giro: string | null;
  comunaId: string | null;
}

/**
 * Body of `CompleteOrder` (spec section 3, "Order payload"). Every price in it is ignored: the
 * server prices the cart and the shipping itself; `userId` is taken from the token.
 */
export interface CompleteOrderRequest {
  userId: number | null;
  shoppingCart: { shoppingCartProductsFK: CartItem[]; shoppingCartMode: 'cart' | 'direct' };
  provinceId: string;
  cityId: string;
  locationId: string;
  locality: string;
  zipCode: string;
  customized: false;
  shippingCode: string | null;
  shippingCost: number;
  shippingServiceType: string;
  shippingLogisticType: string;
  shippingCarrierId: string;
  shippingPointId: string | null;
  MinDeliveryDays: number;
  MaxDeliveryDays: number;
  deliveryMethod: string;
  payment: 'NONE';
  name: string;
  lastName: string;
  phone: string;
  street: string;
  streetNumber: string;
  apartment: string | null;
  email: string;
  orderInvoiceFK: OrderInvoice;
  deliveryComment: string | null;
  /** ConvertQuoteToOrder's quote: the order is priced at the quote's locked prices. */
  quoteId?: string | null;
  discount: number;
  discountPercent: number;
  productionBusinessDays: 0;
  discountApplication: 0;
  deliveryDiscountPrice: 0;
  priceBase: number;
  taxes: number;
  subTotal: number;
  applicationCost: number;
  applicationPrice: number;
  profit: number;
  total: number;
}

/** Spec section 3, "Order line": a curve product arrives flattened into one line per variant. */
export interface OrderLine {
  productId: number;
  genericProductId: number;
  productName: string;
  variantName: string;
  sku: string;
  quantity: number;
  hasProductBuilding: boolean;
  customization: unknown | null;
  /** The design's inks as the server counts and charges them (`#rrggbb`); empty without one. */
  inks: string[];
  shoppingCartId: 0;
  principal: true;
  advance: false;
  priceBase: number;
  priceAplication: number;
  tax: number;
  total: number;
  shoppingCartProductImageFK: string[];
  shoppingCartPrintingAreaFK: null;
  /** The technique it is printed with (lines of orders placed before reorder existed: null). */
  technique: { id: number; name: string } | null;
}

/** Where the order stands with its payment. */
export type OrderPaymentState = Static<typeof PaymentStateSchema>;
export type OrderPaymentStatus = Static<typeof PaymentStatusSchema>;

/**
 * An order as `CompleteOrder` and `GetOrderById` answer it. A 422 of `CompleteOrder` names the
 * first bad field in `error.field` (`zipCode`, `orderInvoiceFK.document`, `shipping.option`...)
 * and carries every `{ field: message }` as JSON in `error.details`.
 */
export interface Order {
  id: number;
  /** Shown to the buyer, e.g. `0001-00000042`. */
  number: string;
  /** The number of the quote it was completed from (quote to order), else null. */
  quoteNumber: number | null;
  createdAt: string;
  currency: 'ARS' | 'CLP';
  invoiceType: InvoiceType;
  shoppingCartMode: 'cart' | 'direct';
  lines: OrderLine[];
  /** Sums of the lines (the pricing engine's cart total). */
  priceBase: number;
  applicationCost: number;
  applicationPrice: number;
  profit: number;
  /** The products' net (without IVA). */
  subTotal: number;
  /** The order's IVA: per rate on the products' and the shipping's nets, rounded once each. */
  taxes: number;
  /** The shipping as quoted, IVA included. */
  shippingCost: number;
  /** The shipping without IVA. */
  shippingNet: number;
  /** The IVA per rate (what the invoice charges): `net` is the products' and shipping's. */
  taxesByRate: { rate: number; net: number; iva: number }[];
  /** subTotal + shippingNet + taxes: what the buyer pays and the invoice's total. */
  total: number;
  payment: OrderPaymentCode;
  paymentStatus: OrderPaymentState;
  /** An unpaid order holds its units until then (ISO); null once paid, released or cancelled. */
  stockHeldUntil?: string | null;
  shipping: {
    logisticType: string;
    serviceType: string;
    carrierId: string;
    carrierName: string;
    pointId: string | null;
    deliveryMethod: string;
    /** As the spec says: Min from the delivery time's max, Max from its min. */
    MinDeliveryDays: number;
    MaxDeliveryDays: number;
    estimatedInHands: { min: string; max: string };
  };
  addressee: {
    name: string;
    lastName: string;
    email: string;
    phone: string;
    street: string;
    streetNumber: string;
    apartment: string | null;
    provinceId: string;
    cityId: string;
    locationId: string;
    locality: string;
    zipCode: string;
    deliveryComment: string | null;
  };
  invoice: OrderInvoice;
}

/** `Orders/GetOrderTotals`: CompleteOrder's cart, address and shipping choice. */
export type OrderTotalsRequest = Pick<
  CompleteOrderRequest,
  | 'shoppingCart'
  | 'provinceId'
  | 'cityId'
  | 'locationId'
  | 'zipCode'
  | 'shippingServiceType'
  | 'shippingLogisticType'
  | 'shippingCarrierId'
  | 'shippingPointId'
  | 'quoteId'
>;

/**
 * What the order will charge, computed by the server as an invoice does: the products' net, the
 * shipping's net, IVA per rate on both (rounded once) and the total (the order's, once placed).
 */
export interface OrderChargeTotals {
  currency: 'ARS' | 'CLP';
  subTotal: number;
  shippingNet: number;
  taxes: number;
  taxesByRate: { rate: number; net: number; iva: number }[];
  total: number;
}

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
