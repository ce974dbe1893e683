/**
 * Checkout contracts (spec sections 3, 7 and 9): the wire types of the address, shipping, order
 * and payment calls. Amounts are numbers with the tenant's `roundPrice` decimals, like
 * `PriceFields` (whole pesos in Chile); the server computes every one of them.
 */
import type { CartItem, PriceFields } from './cart.ts';
import type {
  IvaCondition,
  InvoiceType,
  OrderPaymentCode,
  PaymentMethodCode,
} from './checkout-rules/index.ts';

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
export interface AddressProvince {
  id: string;
  name: string;
}

/** Argentina: a department or partido (CABA: a comuna); Chile: a province. */
export interface AddressCity {
  id: string;
  name: string;
  provinceId: string;
}

/** Argentina: a locality (CABA: a barrio); Chile: a comuna. */
export interface AddressLocation {
  id: string;
  name: string;
  cityId: string;
  /** The 4-digit postal code when the data knows it (never in CABA or Chile), else null. */
  postalCode: string | null;
}

/** `GetShippingZipCode`: null when the buyer must type it (CABA, Chile, unknown). */
export interface ShippingZipCode {
  zipCode: string | null;
}

// ---- Shipping quotes -------------------------------------------------------------------------

/** What is quoted: ids and quantities, never prices (only simple and curve products). */
export interface QuoteProduct {
  /** The variant's id (a cart line's `value.id`). */
  productId: number;
  /** The product's id (a cart line's `generic.id`). */
  genericProductId: number;
  quantity: number;
}

/** Argentina's payload of `GetShippingQuote` (spec section 3). */
export interface ArShippingQuoteRequest {
  shoppingCart: { shoppingCartProductsFK: CartItem[] };
  provinceFKId: string;
  provinceId: string;
  locationFKId: string;
  locality: string;
  cityFKId: string;
  zipCode: string;
  discount: number;
  discountPercent: number;
  payment: 'NONE';
}

/** Chile's payload: region, province and comuna ids. */
export interface ClShippingQuoteRequest {
  shoppingCart: { shoppingCartProductsFK: CartItem[] };
  regionId: string;
  provinceId: string;
  comunaId: string;
  locality: string;
  zipCode: string;
  discount: number;
  discountPercent: number;
  payment: 'NONE';
}

/**
 * The simplified form (both countries): province (AR province / CL region), city (AR partido / CL
 * province), location (AR locality / CL comuna) ids and products.
 */
export interface SimpleShippingQuoteRequest {
  province: string;
  city: string;
  location: string;
  postalCode: string;
  products: QuoteProduct[];
}

export type ShippingQuoteRequest =
  ArShippingQuoteRequest | ClShippingQuoteRequest | SimpleShippingQuoteRequest;

export interface PickupPoint {
  id: string;
  name: string;
  address: string;
}

/** One option of `all_results` (Zippin's quote shape). */
export interface ShippingQuoteOption {
  /** e.g. `crossdock`, `pickup` (at the store). */
  logistic_type: string;
  carrier: { id: string; name: string; logo: string | null };
  /** `standard_delivery`, `pickup_point` (carrier branch), `store_pickup`... */
  service_type: { code: string; name: string };
  /** Carrier business days. */
  delivery_time: { min: number; max: number };
  amounts: { price: number; price_incl_tax: number };
  /** `cheapest`, `fastest`. */
  tags: string[];
  pickup_points: PickupPoint[];
  /** Production days of the products plus the carrier's time, as a date (`YYYY-MM-DD`). */
  estimated_in_hands: { min: string; max: string };
}

export interface ShippingQuoteResult {
  all_results: ShippingQuoteOption[];
}

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
export type OrderPaymentState = 'none' | 'pending' | 'approved' | 'rejected';

export interface OrderPaymentStatus {
  orderId: number;
  payment: OrderPaymentCode;
  status: OrderPaymentState;
  /** The provider's payment id when there is one. */
  paymentId: string | null;
}

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

export interface PaymentMethod {
  code: PaymentMethodCode;
  name: string;
  description: string;
}

export interface BankDetails {
  bank: string;
  accountHolder: string;
  taxId: string;
  /** Argentina: CBU and alias; Chile: account type and number. */
  accountType: string | null;
  accountNumber: string | null;
  cbu: string | null;
  alias: string | null;
  email: string | null;
}

/** Body of `UpdateOrderPayment`. */
export interface UpdateOrderPaymentRequest {
  orderId: number;
  method: PaymentMethodCode;
  cheque?: { bank: string; number: string; paymentDate: string } | null;
}

export type UpdateOrderPaymentResult =
  | { method: 'TRF'; status: 'pending'; bankDetails: BankDetails; total: number }
  | { method: 'CHQ'; status: 'pending'; total: number }
  /** Send the buyer to `redirectUrl` (the card provider's page). */
  | { method: 'MP'; status: 'pending'; redirectUrl: string; total: number };
