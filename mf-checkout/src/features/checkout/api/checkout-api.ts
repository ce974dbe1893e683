import {
  ADDRESS_BOOK_API,
  CHECKOUT_API,
  type AddressBook,
  IDEMPOTENCY_HEADER,
  type AddressCity,
  type AddressLocation,
  type AddressProvince,
  type CompleteOrderRequest,
  type NewSavedAddress,
  type Order,
  type OrderChargeTotals,
  type OrderPaymentStatus,
  type OrderTotalsRequest,
  type PaymentMethod,
  type SavedAddress,
  type ShippingQuoteRequest,
  type ShippingQuoteResult,
  type ShippingZipCode,
  type UpdateOrderPaymentRequest,
  type UpdateOrderPaymentResult,
} from '@store/contracts';
import { apiRequest, appPath } from '@store/platform';

/** The checkout's calls (spec section 7, "Address" and "Orders"); components get them by context. */
export interface CheckoutApi {
  provinces(): Promise<AddressProvince[]>;
  cities(provinceId: string): Promise<AddressCity[]>;
  locations(cityId: string): Promise<AddressLocation[]>;
  zipCode(ids: {
    province: string;
    municipality: string;
    location: string;
  }): Promise<ShippingZipCode>;
  shippingQuote(request: ShippingQuoteRequest): Promise<ShippingQuoteResult>;
  completeOrder(order: CompleteOrderRequest, idempotencyKey: string): Promise<Order>;
  /** What the order will charge (the server's figures), before 'Confirmar pedido'. */
  orderTotals(request: OrderTotalsRequest): Promise<OrderChargeTotals>;
  paymentMethods(): Promise<PaymentMethod[]>;
  updateOrderPayment(
    payment: UpdateOrderPaymentRequest,
    idempotencyKey: string,
  ): Promise<UpdateOrderPaymentResult>;
  paymentStatus(orderId: number): Promise<OrderPaymentStatus>;
  /** The buyer's saved addresses, the default first. */
  addressBook(): Promise<AddressBook>;
  /** Saves the address used (the same one again is the one saved, marked as used). */
  saveAddress(address: NewSavedAddress): Promise<SavedAddress>;
}

const get = <T>(path: string, params?: Record<string, unknown>) =>
  apiRequest<T>({ method: 'GET', url: appPath(path), params });

const post = <T>(path: string, data: unknown, idempotencyKey?: string) =>
  apiRequest<T>({
    method: 'POST',
    url: appPath(path),
    data,
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
  });

export const checkoutApi: CheckoutApi = {
  provinces: () => get(CHECKOUT_API.provinces),
  cities: (provinceId) => get(CHECKOUT_API.cities, { idprovince: provinceId }),
  locations: (cityId) => get(CHECKOUT_API.locations, { idcity: cityId }),
  zipCode: (ids) => get(CHECKOUT_API.zipCode, ids),
  shippingQuote: (request) => post(CHECKOUT_API.shippingQuote, request),
  completeOrder: (order, key) => post(CHECKOUT_API.completeOrder, order, key),
  orderTotals: (request) => post(CHECKOUT_API.orderTotals, request),
  paymentMethods: () => get(CHECKOUT_API.paymentMethods),
  updateOrderPayment: (payment, key) => post(CHECKOUT_API.updateOrderPayment, payment, key),
  paymentStatus: (orderId) => get(CHECKOUT_API.orderPaymentStatus, { Id: orderId }),
  addressBook: () => get(ADDRESS_BOOK_API.list),
  saveAddress: (address) => post(ADDRESS_BOOK_API.create, address),
};
