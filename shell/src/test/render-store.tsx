import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { localeOf, type ShopConfig } from '@store/contracts';
import { initI18n, registerMessages, StoreContext } from '@store/platform';
import { REGION_MESSAGES } from '../i18n/region-messages';
import { SHELL_MESSAGES } from '../i18n/messages';
import { shopConfig } from './shop-config';

/** Where the router is now, for assertions on navigation. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Dirección">{pathname + search}</output>;
}

/** Renders inside the shell's real providers: store context, i18n (its locale), a router. */
export function renderInStore(
  ui: ReactNode,
  { config = shopConfig(), path = '/' }: { config?: ShopConfig; path?: string } = {},
) {
  const locale = localeOf(config.environment);
  initI18n(locale);
  registerMessages('shell', SHELL_MESSAGES);
  registerMessages('region', REGION_MESSAGES);
  return render(
    <StoreContext.Provider value={{ tenant: config.tenant ?? 'demo-ar', config, locale }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </StoreContext.Provider>,
  );
}
