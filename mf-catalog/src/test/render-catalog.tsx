import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
// Tests need a router of their own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ShopConfig } from '@store/contracts';
import { testShopConfig } from '@store/contracts/testing';
import { StoreContext } from '@store/platform';
import './init-i18n';
import '../i18n/messages';
import '../i18n/list-messages';
import '../i18n/detail-messages';

export const shopConfig = (overrides: Partial<ShopConfig> = {}): ShopConfig =>
  testShopConfig({
    showProductVideo: true,
    showComplementaryInformation: true,
    useFeaturedCategories: true,
    ...overrides,
  });

/** Where the router is now, for tests that follow a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a page inside the shell's providers: store context and a router at `path`. */
export function renderCatalog(
  ui: ReactElement,
  {
    path = '/',
    pattern = '*',
    config = shopConfig(),
  }: { path?: string; pattern?: string; config?: ShopConfig } = {},
) {
  return render(
    <StoreContext.Provider value={{ tenant: 'demo-ar', config, locale: 'arg' }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </StoreContext.Provider>,
  );
}
