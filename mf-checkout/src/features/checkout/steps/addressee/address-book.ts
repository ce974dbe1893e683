import type { AddresseeData, SavedAddress, SavedAddressFields } from '@store/contracts';

import { useCheckoutApi } from '../../api/checkout-api-context';
import { useKeyedLoad } from '@store/ui';

/** The addressee step's fields, in the order the address book keeps them. */
const FIELDS = [
  'name',
  'lastName',
  'email',
  'phone',
  'street',
  'streetNumber',
  'apartment',
  'provinceId',
  'cityId',
  'locationId',
  'locality',
  'zipCode',
  'deliveryComment',
] as const satisfies readonly (keyof SavedAddressFields)[];

/** An address (a saved one, a draft) as the step's fields, every one a string. */
export const fieldsOf = (address: Partial<AddresseeData>): SavedAddressFields =>
  Object.fromEntries(FIELDS.map((field) => [field, (address[field] ?? '').trim()])) as never;

/** Whether the step holds exactly this saved address (as the server compares: case aside). */
export function isSame(draft: Partial<AddresseeData>, saved: SavedAddress): boolean {
  const typed = fieldsOf(draft);
  const kept = fieldsOf(saved);
  return FIELDS.every((field) => typed[field].toLowerCase() === kept[field].toLowerCase());
}

/**
 * The buyer's saved addresses, the default first; null while they load. A book that cannot be
 * read is an empty one: the buyer types the address as before.
 */
export function useAddressBook(): SavedAddress[] | null {
  const api = useCheckoutApi();
  const { data, error } = useKeyedLoad('address-book', () => api.addressBook());
  if (error) return [];
  return data ? data.items : null;
}
