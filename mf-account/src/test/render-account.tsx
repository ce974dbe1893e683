import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
// Tests need a router of their own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Locale, ShopConfig } from '@store/contracts';
import { testShopConfig } from '@store/contracts/testing';
import { initI18n, StoreContext } from '@store/platform';
import './i18n-setup';
import '../i18n/messages';

/** A tenant's configuration as the shell provides it; tests change what they are about. */
export const TEST_CONFIG: ShopConfig = testShopConfig({ logo: null, favicon: null });

/** Where the router is now (tenant-relative), for tests of navigation. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Dirección">{`${pathname}${search}`}</output>;
}

/** Renders an account screen as the shell would: the store's context, i18n and a router. */
export function renderAccount(
  ui: ReactElement,
  {
    path = '/',
    config = {},
    locale = 'arg',
    route = '*',
  }: {
    path?: string;
    config?: Partial<ShopConfig>;
    locale?: Locale;
    /** Where the screen is mounted (elsewhere the page is empty); every path by default. */
    route?: string;
  } = {},
) {
  initI18n(locale);
  const store = { tenant: 'demo-ar', config: { ...TEST_CONFIG, ...config }, locale };
  return render(
    <StoreContext.Provider value={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
      </MemoryRouter>
    </StoreContext.Provider>,
  );
}
