import {
  ORDER_CONSTANTS,
  PAYMENT_METHOD,
  type AddresseeData,
  type CartContents,
  type CompleteOrderRequest,
  type Country,
  type IvaCondition,
  type OrderTotalsRequest,
  type ShippingQuoteRequest,
} from '@store/contracts';
import type { CheckoutData } from './checkout-data';

/** Spec section 3: only simple and curve products are quoted. */
const quotable = (contents: CartContents) =>
  contents.items.filter((item) => item.type === 'ProductoSimple' || item.type === 'ProductoCurva');

/** `Orders/GetShippingQuote` with Argentina's or Chile's payload (spec section 3). */
export function quoteRequest(
  country: Country,
  address: Partial<AddresseeData>,
  contents: CartContents,
): ShippingQuoteRequest {
  const common = {
    shoppingCart: { shoppingCartProductsFK: quotable(contents) },
    locality: address.locality ?? '',
    zipCode: address.zipCode ?? '',
    discount: 0,
    discountPercent: 0,
    payment: PAYMENT_METHOD.NONE,
  };
  if (country === 'CL') {
    return {
      ...common,
      regionId: address.provinceId ?? '',
      provinceId: address.cityId ?? '',
      comunaId: address.locationId ?? '',
    };
  }
  return {
    ...common,
    provinceFKId: address.provinceId ?? '',
    provinceId: address.provinceId ?? '',
    cityFKId: address.cityId ?? '',
    locationFKId: address.locationId ?? '',
  };
}

/**
 * `Orders/CompleteOrder` (spec section 3, "Order payload"). The amounts repeat the cart's priced
 * total as the spec lists them; the server ignores them and prices the order itself.
 */
export function orderRequest(data: CheckoutData, contents: CartContents): CompleteOrderRequest {
  const address = data.addressee;
  const option = data.shipment.option;
  const totals = contents.prices?.at(-1)?.value;
  const shippingCost = option?.amounts.price_incl_tax ?? 0;
  const billing = data.billing;
  return {
    userId: null,
    shoppingCart: { shoppingCartProductsFK: contents.items, shoppingCartMode: contents.mode },
    provinceId: address.provinceId ?? '',
    cityId: address.cityId ?? '',
    locationId: address.locationId ?? '',
    locality: address.locality ?? '',
    zipCode: address.zipCode ?? '',
    customized: ORDER_CONSTANTS.customized,
    shippingCode: option?.service_type.code ?? null,
    shippingCost,
    shippingServiceType: option?.service_type.code ?? '',
    shippingLogisticType: option?.logistic_type ?? '',
    shippingCarrierId: option?.carrier.id ?? '',
    shippingPointId: data.shipment.pointId,
    // As the spec says (it looks swapped): Min from the delivery time's max, Max from its min.
    MinDeliveryDays: option?.delivery_time.max ?? 0,
    MaxDeliveryDays: option?.delivery_time.min ?? 0,
    deliveryMethod: option?.service_type.name ?? '',
    payment: PAYMENT_METHOD.NONE,
    name: address.name ?? '',
    lastName: address.lastName ?? '',
    phone: address.phone ?? '',
    street: address.street ?? '',
    streetNumber: address.streetNumber ?? '',
    apartment: address.apartment || null,
    email: address.email ?? '',
    orderInvoiceFK: {
      name: billing.businessName ?? '',
      lastName: '',
      document: billing.taxId ?? '',
      direction: billing.address ?? '',
      phone: billing.phone ?? '',
      email: billing.email ?? '',
      // The billing step has passed its check, so the condition is one of the country's.
      ivaCondition: billing.ivaCondition as IvaCondition,
      giro: billing.giro || null,
      comunaId: billing.comunaId || null,
    },
    quoteId: contents.quoteId ?? null,
    deliveryComment: address.deliveryComment || null,
    discount: 0,
    discountPercent: 0,
    productionBusinessDays: ORDER_CONSTANTS.productionBusinessDays,
    discountApplication: ORDER_CONSTANTS.discountApplication,
    deliveryDiscountPrice: ORDER_CONSTANTS.deliveryDiscountPrice,
    priceBase: totals?.basePrice ?? 0,
    taxes: totals?.taxes ?? 0,
    subTotal: totals?.subTotal ?? 0,
    applicationCost: totals?.applicationCost ?? 0,
    applicationPrice: totals?.applicationPrice ?? 0,
    profit: totals?.profit ?? 0,
    // Informative only (the server's total is the one charged): the cart's total plus shipping.
    total: (totals?.total ?? 0) + shippingCost,
  };
}

/**
 * `Orders/GetOrderTotals`: the cart, the address and the chosen shipping option of the order
 * `orderRequest` would send; null until a shipping option is chosen.
 */
export function totalsRequest(
  data: CheckoutData,
  contents: CartContents,
): OrderTotalsRequest | null {
  if (!data.shipment.option) return null;
  const order = orderRequest(data, contents);
  return {
    shoppingCart: order.shoppingCart,
    provinceId: order.provinceId,
    cityId: order.cityId,
    locationId: order.locationId,
    zipCode: order.zipCode,
    shippingServiceType: order.shippingServiceType,
    shippingLogisticType: order.shippingLogisticType,
    shippingCarrierId: order.shippingCarrierId,
    shippingPointId: order.shippingPointId,
    quoteId: order.quoteId ?? null,
  };
}
