import type { SavedAddress } from './address-book.ts';
import type { ShopConfig } from './tenant.ts';

/**
 * demo-ar's configuration as GetConfig answers it, for component tests of the shell and the
 * remotes; each test overrides what it is about. Not part of any bundle (`@store/contracts/testing`).
 */
export function testShopConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  return {
    tenant: 'demo-ar',
    name: 'Promo Sur',
    logo: '/tenant-assets/demo-ar/logo.svg',
    favicon: '/tenant-assets/demo-ar/favicon.svg',
    colors: {
      primary: '#1b3a8c',
      secondary: '#f5b700',
      accent: '#e8590c',
      link: '#1b3a8c',
      background: '#ffffff',
      surface: '#f4f6fb',
      text: '#1c2333',
    },
    designs: {},
    families: [],
    templateFK: { id: 1 },
    environment: 'ARG',
    withTaxes: false,
    googleTagManagerCode: null,
    googleAnalyticsCode: null,
    pixelFB: null,
    roundPrice: 2,
    currencySymbol: '$',
    showProductVideo: false,
    usePriceWithoutMinimun: true,
    partnerConfigShippingMethod: null,
    useFeaturedCategories: false,
    showComplementaryInformation: false,
    registrationInShop: true,
    quotation: true,
    isMultipleVariantDesigns: false,
    socialMedias: [],
    productBuilder: { categories: [] },
    contact: { email: null, phone: null, address: null },
    about: null,
    policy: null,
    ...overrides,
  };
}

export { argentineInChileanMessages, voseoIn, voseoInChileanMessages } from './voseo.ts';
export { missingMessageKeys } from './message-keys.ts';

/** A saved address in Córdoba (Argentina) as `BuyerAddresses/GetAll` answers it, for tests. */
export function testSavedAddress(id: number, overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id,
    name: 'Ana',
    lastName: 'Pérez',
    email: 'ana@norte.com',
    phone: '351 456 7890',
    street: 'Av. Colón',
    streetNumber: '1234',
    apartment: '',
    provinceId: '14',
    cityId: '14014',
    locationId: '1401401',
    locality: 'Córdoba',
    zipCode: '5000',
    deliveryComment: '',
    isDefault: false,
    provinceName: 'Córdoba',
    cityName: 'Capital',
    ...overrides,
  };
}
