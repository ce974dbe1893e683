import type { AddresseeData } from '@store/contracts';
import { completeStep, reopenFrom, type CheckoutData } from '../../state/checkout-data';

const place = (address: Partial<AddresseeData>) =>
  [address.provinceId, address.cityId, address.locationId, address.zipCode].join('|');

/** The addressee passed its check; a new place needs a new quote, so the shipment opens again. */
export function saveAddressee(data: CheckoutData, addressee: Partial<AddresseeData>): CheckoutData {
  const moved = place(data.addressee) !== place(addressee) || !data.completed.includes('addressee');
  const base = moved
    ? { ...reopenFrom(data, 'shipment'), shipment: { option: null, pointId: null } }
    : data;
  return completeStep({ ...base, addressee }, 'addressee');
}
