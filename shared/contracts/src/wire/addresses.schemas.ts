import { Type } from 'typebox';

/** The checkout's address lists on the wire (the types in ../checkout.ts). */
const Id = Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z-]+$' });

export const ProvinceQuerySchema = Type.Object({ idprovince: Id }, { additionalProperties: false });
export const CityQuerySchema = Type.Object({ idcity: Id }, { additionalProperties: false });
export const ZipCodeQuerySchema = Type.Object(
  { location: Id, province: Id, municipality: Id },
  { additionalProperties: false },
);

/** Argentina: a province; Chile: a region. Names with their accents. */
export const AddressProvinceSchema = Type.Object({ id: Type.String(), name: Type.String() });
/** Argentina: a department or partido (CABA: a comuna); Chile: a province. */
export const AddressCitySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  provinceId: Type.String(),
});
/** Argentina: a locality (CABA: a barrio); Chile: a comuna. */
export const AddressLocationSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cityId: Type.String(),
  /** The 4-digit postal code when the data knows it (never in CABA or Chile), else null. */
  postalCode: Type.Union([Type.String(), Type.Null()]),
});
/** `GetShippingZipCode`: null when the buyer must type it (CABA, Chile, unknown). */
export const ShippingZipCodeSchema = Type.Object({
  zipCode: Type.Union([Type.String(), Type.Null()]),
});
