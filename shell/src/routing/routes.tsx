import { Route, Routes } from 'react-router';
import { PageReads } from '@store/platform';
import { RemoteSlot } from '../federation/remote-slot';
import { BlankLayout, CheckoutLayout, DefaultLayout } from '../layout/layouts';
import { markPageReady } from '../layout/page-readiness';
import { NotFoundPage } from '../pages/not-found-page';
import { ROUTE_TABLE, type LayoutName } from './route-table';

const LAYOUTS: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  blank: BlankLayout,
  checkout: CheckoutLayout,
};

/**
 * Every route of the table under its layout, each page inside its own remote slot, with its own
 * API reads (`PageReads`: a GET the page made stops when the route changes).
 */
export function StoreRoutes() {
  return (
    <Routes>
      {Object.entries(LAYOUTS).map(([layout, Layout]) => (
        <Route key={layout} element={<Layout />}>
          {ROUTE_TABLE.filter((route) => route.layout === layout).map((route) => (
            <Route
              key={route.name}
              path={route.pattern}
              element={
                // Keyed by the route: a route change ends the page, and its reads in flight.
                <PageReads key={route.name}>
                  <RemoteSlot
                    remote={route.remote}
                    module={route.module}
                    onReady={markPageReady}
                    // Its fallback is the page then: what waits for the page (the session's
                    // calls, the cart drawer) goes on.
                    onUnavailable={markPageReady}
                  />
                </PageReads>
              }
            />
          ))}
          {layout === 'default' && (
            <Route path="*" element={<NotFoundPage onMount={markPageReady} />} />
          )}
        </Route>
      ))}
    </Routes>
  );
}
