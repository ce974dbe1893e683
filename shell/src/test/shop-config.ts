import type { ShopConfig, TemplateId } from '@store/contracts';

/** A tenant's configuration as GetConfig answers it, for component tests. */
export function shopConfig(
  overrides: Partial<ShopConfig> = {},
  template: TemplateId = 1,
): ShopConfig {
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
    families: [
      { id: null, title: 'Todas', slug: null, icon_url: null },
      { id: 1, title: 'Tazas y jarros', slug: 'tazas-y-jarros', icon_url: null },
      { id: 2, title: 'Gorras', slug: 'gorras', icon_url: null },
    ],
    templateFK: { id: template },
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
    socialMedias: [{ socialMediaFK: { key: 'WP', name: 'WhatsApp' }, username: '5491155550000' }],
    productBuilder: { categories: [] },
    contact: { email: 'ventas@promosur.com.ar', phone: '+54 11 5555-0000', address: null },
    about: null,
    policy: null,
    ...overrides,
  };
}
