import type { ShopConfig, TemplateId } from '@store/contracts';
import { testShopConfig } from '@store/contracts/testing';

/** A tenant's configuration as GetConfig answers it, for component tests. */
export function shopConfig(
  overrides: Partial<ShopConfig> = {},
  template: TemplateId = 1,
): ShopConfig {
  return testShopConfig({
    families: [
      { id: null, title: 'Todas', slug: null, icon_url: null },
      { id: 1, title: 'Tazas y jarros', slug: 'tazas-y-jarros', icon_url: null },
      { id: 2, title: 'Gorras', slug: 'gorras', icon_url: null },
    ],
    templateFK: { id: template },
    socialMedias: [{ socialMediaFK: { key: 'WP', name: 'WhatsApp' }, username: '5491155550000' }],
    contact: { email: 'ventas@promosur.com.ar', phone: '+54 11 5555-0000', address: null },
    ...overrides,
  });
}
