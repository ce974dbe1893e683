import { checkoutKey } from '../features/checkout/state/checkout-store';
import { EMPTY_CHECKOUT, type CheckoutData } from '../features/checkout/state/checkout-data';
import { QUOTE_OPTIONS } from './fake-checkout-api';
import { BUYER } from './render-checkout';

export const BILLING = {
  businessName: 'Distribuidora Norte SA',
  taxId: '30-70308853-4',
  ivaCondition: 'RI' as const,
  email: 'compras@norte.com.ar',
  phone: '11 4567-8901',
};

export const ADDRESSEE = {
  name: 'Ana',
  lastName: 'Pérez',
  email: 'ana@norte.com.ar',
  phone: '351 456-7890',
  street: 'Av. Colón',
  streetNumber: '1234',
  provinceId: '14',
  cityId: '14014',
  locationId: '1401401',
  locality: 'Córdoba',
  zipCode: '5000',
};

/** A checkout already this far, as a previous visit left it in storage. */
export function seedCheckout(data: Partial<CheckoutData>, tenant = 'demo-ar') {
  localStorage.setItem(
    checkoutKey(tenant, BUYER.userId),
    JSON.stringify({ ...EMPTY_CHECKOUT, ...data }),
  );
}

export const UP_TO_SHIPMENT: Partial<CheckoutData> = {
  billing: BILLING,
  addressee: ADDRESSEE,
  completed: ['billing', 'myPurchase', 'addressee'],
  active: 'shipment',
};

export const UP_TO_PAYMENT: Partial<CheckoutData> = {
  ...UP_TO_SHIPMENT,
  shipment: { option: QUOTE_OPTIONS[0]!, pointId: null },
  completed: ['billing', 'myPurchase', 'addressee', 'shipment'],
  active: 'payment',
};
