import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { localeOf, type BootPayload } from '@store/contracts';
import { StoreContext } from '@store/platform';
import { reloadForChunkError } from './boot/chunk-reload';
import { Chrome } from './chrome/chrome';
import { ErrorBoundary } from './federation/error-boundary';
import { RouteErrorPage } from './pages/route-error-page';
import { StoreRoutes } from './routing/routes';

/**
 * The tenant's store: its context for every remote, and the router under `/{tenant}`. Routing is
 * declarative (no loaders): pages fetch their own data, and webpack leaves react-router's data
 * router out of the bundle.
 */
export function App({ boot }: { boot: BootPayload }) {
  const store = useMemo(
    () => ({ tenant: boot.tenant, config: boot.config, locale: localeOf(boot.config.environment) }),
    [boot],
  );
  return (
    <StoreContext.Provider value={store}>
      <BrowserRouter basename={`/${boot.tenant}`}>
        <ErrorBoundary
          fallback={(error) => <RouteErrorPage error={error} />}
          onError={(error) => reloadForChunkError(error)}
        >
          <StoreRoutes />
        </ErrorBoundary>
        <Chrome />
      </BrowserRouter>
    </StoreContext.Provider>
  );
}
