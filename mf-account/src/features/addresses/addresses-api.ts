import {
  ADDRESS_BOOK_API,
  CHECKOUT_API,
  type AddressBook,
  type AddressCity,
  type AddressLocation,
  type AddressProvince,
  type SavedAddress,
  type SavedAddressChange,
} from '@store/contracts';
import { api, appPath } from '@store/platform';

/** The address book's calls (api/src/modules/buyer-addresses) and the country's places. */
export const addressesApi = {
  list: () => api.get<AddressBook>(appPath(ADDRESS_BOOK_API.list)),
  update: (change: SavedAddressChange) =>
    api.put<SavedAddress>(appPath(ADDRESS_BOOK_API.update), change),
  setDefault: (addressId: number) =>
    api.post<AddressBook>(appPath(ADDRESS_BOOK_API.setDefault), { addressId }),
  remove: (addressId: number) =>
    api.delete<AddressBook>(appPath(ADDRESS_BOOK_API.remove), { addressId }),
  provinces: () => api.get<AddressProvince[]>(appPath(CHECKOUT_API.provinces)),
  cities: (provinceId: string) =>
    api.get<AddressCity[]>(appPath(CHECKOUT_API.cities), { idprovince: provinceId }),
  locations: (cityId: string) =>
    api.get<AddressLocation[]>(appPath(CHECKOUT_API.locations), { idcity: cityId }),
};

export type AddressesApi = typeof addressesApi;
