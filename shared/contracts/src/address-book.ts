import type { Static } from 'typebox';
import type {
  AddressBookSchema,
  NewSavedAddressSchema,
  SavedAddressChangeSchema,
  SavedAddressSchema,
} from './wire/address-book.schemas.ts';

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

export type NewSavedAddress = Static<typeof NewSavedAddressSchema>;
/** An address as the checkout and the profile send it: the addressee step's fields. */
export type SavedAddressFields = Omit<NewSavedAddress, 'isDefault'>;
export type SavedAddressChange = Static<typeof SavedAddressChangeSchema>;
export type SavedAddress = Static<typeof SavedAddressSchema>;
/** The book, the default first, then the most recently used. */
export type AddressBook = Static<typeof AddressBookSchema>;
