import type { AddresseeData } from './checkout-rules/index';

/**
 * A buyer's address book (paths under `/api/services/app/`): the addresses used in checkouts,
 * one of them the default. Only a logged-in buyer has one; another buyer's address answers 404.
 */
export const ADDRESS_BOOK_API = {
  list: 'BuyerAddresses/GetAll',
  /** Saves the addressee step's address; the same address again is the one already saved. */
  create: 'BuyerAddresses/Create',
  update: 'BuyerAddresses/Update',
  setDefault: 'BuyerAddresses/SetDefault',
  /** `?addressId=` */
  remove: 'BuyerAddresses/Delete',
} as const;

/** An address as the checkout and the profile send it: the addressee step's fields. */
export type SavedAddressFields = Required<AddresseeData>;

export interface NewSavedAddress extends SavedAddressFields {
  /** Make it the default (the first address of a book always is). */
  isDefault?: boolean;
}

export interface SavedAddressChange extends NewSavedAddress {
  addressId: number;
}

export interface SavedAddress extends SavedAddressFields {
  id: number;
  isDefault: boolean;
  /** The chain's names as saved, for lists: province (region) and city (province in Chile). */
  provinceName: string;
  cityName: string;
}

/** The book, the default first, then the most recently used. */
export interface AddressBook {
  items: SavedAddress[];
}
