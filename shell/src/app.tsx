import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { localeOf, type BootPayload } from '@store/contracts';
import { StoreContext } from '@store/platform';
import { buildRoutes } from './routing/routes';

/** The tenant's store: its context for every remote, and the router under `/{tenant}`. */
export function App({ boot }: { boot: BootPayload }) {
  const store = useMemo(
    () => ({ tenant: boot.tenant, config: boot.config, locale: localeOf(boot.config.environment) }),
    [boot],
  );
  const router = useMemo(() => createBrowserRouter(buildRoutes(), { basename: `/${boot.tenant}` }), [boot.tenant]);
  return (
    <StoreContext.Provider value={store}>
      <RouterProvider router={router} />
    </StoreContext.Provider>
  );
}
