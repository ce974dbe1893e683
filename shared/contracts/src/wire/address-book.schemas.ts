import { Type, type Static } from 'typebox';

/** The address book on the wire (the types in ../address-book.ts). */
const strict = { additionalProperties: false } as const;

/** Lengths as the checkout's rules (`checkAddressee`) allow; they word the problems. */
const text = (maxLength: number) => Type.String({ maxLength });

const FIELDS = {
  name: text(60),
  lastName: text(60),
  email: text(254),
  phone: text(30),
  street: text(120),
  streetNumber: text(10),
  apartment: text(30),
  provinceId: text(20),
  cityId: text(20),
  locationId: text(20),
  locality: text(120),
  zipCode: text(10),
  deliveryComment: text(500),
};

const AddressId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const NewSavedAddressSchema = Type.Object(
  {
    ...FIELDS,
    /** Make it the default (the first address of a book always is). */
    isDefault: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type NewSavedAddress = Static<typeof NewSavedAddressSchema>;

export const SavedAddressChangeSchema = Type.Object(
  { addressId: AddressId, ...FIELDS, isDefault: Type.Optional(Type.Boolean()) },
  strict,
);

export const AddressIdBodySchema = Type.Object({ addressId: AddressId }, strict);
export const AddressIdQuerySchema = Type.Object({ addressId: AddressId }, strict);

export const SavedAddressSchema = Type.Object({
  id: Type.Integer(),
  ...FIELDS,
  isDefault: Type.Boolean(),
  /** The chain's names as saved, for lists: province (region) and city (province in Chile). */
  provinceName: Type.String(),
  cityName: Type.String(),
});
export type SavedAddress = Static<typeof SavedAddressSchema>;

export const AddressBookSchema = Type.Object({ items: Type.Array(SavedAddressSchema) });
