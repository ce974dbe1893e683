import type { TestApp } from '../../test/test-app.js';

/** A valid Argentine address in Tandil (Buenos Aires), as the checkout's addressee step sends it. */
export async function tandilAddress(t: TestApp, overrides: Record<string, unknown> = {}) {
  const tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
    (location) => location.name === 'Tandil',
  )!.id;
  return {
    name: 'Ana',
    lastName: 'Pérez',
    email: 'ana@empresa.com.ar',
    phone: '+54 249 444-1234',
    street: 'Pinto',
    streetNumber: '550',
    apartment: '',
    provinceId: '06',
    cityId: '06791',
    locationId: tandil,
    locality: 'Tandil',
    zipCode: 'B7000ABC',
    deliveryComment: '',
    ...overrides,
  };
}

/** A valid Chilean address in Ñuñoa (Región Metropolitana), its postal code left out. */
export const nunoaAddress = (overrides: Record<string, unknown> = {}) => ({
  name: 'Camila',
  lastName: 'Rojas',
  email: 'camila@empresa.cl',
  phone: '+56 2 2345 6789',
  street: 'Av. Irarrázaval',
  streetNumber: '2401',
  apartment: '',
  provinceId: '13',
  cityId: '131',
  locationId: '13120',
  locality: 'Ñuñoa',
  zipCode: '',
  deliveryComment: '',
  ...overrides,
});
