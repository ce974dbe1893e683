import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
// Tests need a router of their own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ShopConfig } from '@store/contracts';
import { StoreContext, type StoreContextValue } from '@store/platform';
import './init-i18n';
import '../i18n/messages';
import { startCartRuntime } from '../features/cart/cart-runtime';
import type { FakeCartApi } from './fake-cart-api';

export const TENANT = 'demo-ar';

export function shopConfig(overrides: Partial<ShopConfig> = {}): ShopConfig {
  return {
    tenant: TENANT,
    name: 'Promo Sur',
    environment: 'ARG',
    withTaxes: false,
    roundPrice: 2,
    currencySymbol: '$',
    isMultipleVariantDesigns: false,
    quotation: true,
    contact: { email: 'ventas@promosur.com.ar', phone: null, address: null },
    ...overrides,
  } as ShopConfig;
}

/** Where the router is now, for tests that follow a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>;
}

/** Renders inside the shell's providers, with the cart started on the fake API. */
export function renderCart(
  ui: ReactElement,
  {
    fake,
    path = '/',
    config = shopConfig(),
  }: { fake: FakeCartApi; path?: string; config?: ShopConfig },
) {
  const store: StoreContextValue = { tenant: TENANT, config, locale: 'arg' };
  const runtime = startCartRuntime(TENANT, config, fake.api);
  const view = render(
    <StoreContext.Provider value={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </StoreContext.Provider>,
  );
  return { ...view, runtime };
}
