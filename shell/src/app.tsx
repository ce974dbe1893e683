import { useMemo, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { DEFAULT_PAGE_VIEW, localeOf, type BootPayload } from '@store/contracts';
import {
  ApiClientContext,
  i18n as pageI18n,
  I18nextProvider,
  type ApiClient,
  type I18n,
  PageDataContext,
  StoreContext,
  type PageData,
} from '@store/platform';
import { reloadForChunkError } from './boot/chunk-reload';
import { PageViewContext } from './boot/page-view';
import { Chrome } from './chrome/chrome';
import { ErrorBoundary } from './federation/error-boundary';
import { RouteErrorPage } from './pages/route-error-page';
import { StoreRoutes } from './routing/routes';

/**
 * The tenant's store: its context for every remote, and the router under `/{tenant}`. Routing is
 * declarative (no loaders): pages fetch their own data, and webpack leaves react-router's data
 * router out of the bundle.
 */
export function App({
  boot,
  pageData = null,
  location,
  i18n = pageI18n.instance,
  apiClient = null,
}: {
  boot: BootPayload;
  /** The data a server-rendered page was rendered with (see server/render-page.tsx). */
  pageData?: PageData | null;
  /** On the server: the address being rendered (`/demo-ar/about`); the browser uses its own. */
  location?: string;
  /** The page's texts in its language: the browser's one instance, or the server's per page. */
  i18n?: I18n;
  /** On the server: the request's own API client (the browser's page uses the browser's one). */
  apiClient?: ApiClient | null;
}) {
  const store = useMemo(
    () => ({ tenant: boot.tenant, config: boot.config, locale: localeOf(boot.config.environment) }),
    [boot],
  );
  const basename = `/${boot.tenant}`;
  const page: ReactNode = (
    <>
      <ErrorBoundary
        fallback={(error) => <RouteErrorPage error={error} />}
        onError={(error) => reloadForChunkError(error)}
      >
        <StoreRoutes />
      </ErrorBoundary>
      <Chrome />
    </>
  );
  return (
    <I18nextProvider i18n={i18n}>
      <StoreContext.Provider value={store}>
        <PageViewContext.Provider value={boot.view ?? DEFAULT_PAGE_VIEW}>
          <PageDataContext.Provider value={pageData}>
            <ApiClientContext.Provider value={apiClient}>
              {location === undefined ? (
                <BrowserRouter basename={basename}>{page}</BrowserRouter>
              ) : (
                <StaticRouter basename={basename} location={location}>
                  {page}
                </StaticRouter>
              )}
            </ApiClientContext.Provider>
          </PageDataContext.Provider>
        </PageViewContext.Provider>
      </StoreContext.Provider>
    </I18nextProvider>
  );
}
