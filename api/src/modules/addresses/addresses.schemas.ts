import { Type } from 'typebox';

const Id = Type.String({ minLength: 1, maxLength: 20, pattern: '^[0-9A-Za-z-]+$' });

export const ProvinceQuerySchema = Type.Object({ idprovince: Id }, { additionalProperties: false });
export const CityQuerySchema = Type.Object({ idcity: Id }, { additionalProperties: false });
export const ZipCodeQuerySchema = Type.Object(
  { location: Id, province: Id, municipality: Id },
  { additionalProperties: false },
);

export const AddressProvinceSchema = Type.Object({ id: Type.String(), name: Type.String() });
export const AddressCitySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  provinceId: Type.String(),
});
export const AddressLocationSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cityId: Type.String(),
  postalCode: Type.Union([Type.String(), Type.Null()]),
});
export const ShippingZipCodeSchema = Type.Object({
  zipCode: Type.Union([Type.String(), Type.Null()]),
});
