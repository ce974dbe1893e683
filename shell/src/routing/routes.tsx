import type { RouteObject } from 'react-router';
import { RemoteSlot } from '../federation/remote-slot';
import { BlankLayout, CheckoutLayout, DefaultLayout } from '../layout/layouts';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { ROUTE_TABLE, type LayoutName } from './route-table';

const LAYOUTS: Record<LayoutName, () => React.JSX.Element> = {
  default: DefaultLayout,
  blank: BlankLayout,
  checkout: CheckoutLayout,
};

/** Every route of the table under its layout, each page inside its own remote slot. */
export function buildRoutes(): RouteObject[] {
  const layouts = Object.entries(LAYOUTS).map(([layout, Layout]): RouteObject => {
    const children: RouteObject[] = ROUTE_TABLE.filter((route) => route.layout === layout).map((route) => ({
      path: route.pattern,
      element: <RemoteSlot key={route.name} remote={route.remote} module={route.module} />,
    }));
    if (layout === 'default') children.push({ path: '*', element: <NotFoundPage /> });
    return { element: <Layout />, errorElement: <RouteErrorPage />, children };
  });
  return layouts;
}
