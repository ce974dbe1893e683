import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
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
  {
    config = shopConfig(),
    path = '/',
    beforeHydration,
  }: {
    config?: ShopConfig;
    path?: string;
    /**
     * Renders on the "server" first (the markup as the page arrives), lets this act on that
     * markup as a buyer would before any script runs, then hydrates it.
     */
    beforeHydration?: (container: HTMLElement) => void;
  } = {},
) {
  const locale = localeOf(config.environment);
  initI18n(locale);
  registerMessages('shell', SHELL_MESSAGES);
  registerMessages('region', REGION_MESSAGES);
  const tree = (
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
    </StoreContext.Provider>
  );
  if (!beforeHydration) return render(tree);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  beforeHydration(container);
  return render(tree, { container, hydrate: true });
}
