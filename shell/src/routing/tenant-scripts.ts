import { matchPath } from 'react-router';
import type { RemoteName } from '@store/contracts';
import { ROUTE_TABLE } from './route-table';

/**
 * Pages where buyers sign in, see their data or pay run no tenant script (analytics, pixel): the
 * server's CSP allows none there either (api/src/site/content-security.ts, same list).
 */
export const REMOTES_WITHOUT_TENANT_SCRIPTS: ReadonlySet<RemoteName> = new Set([
  'mf-account',
  'mf-checkout',
  'mf-backoffice',
]);

export function allowsTenantScripts(pathname: string): boolean {
  const route = ROUTE_TABLE.find((entry) =>
    matchPath({ path: entry.pattern, end: true }, pathname),
  );
  return !route || !REMOTES_WITHOUT_TENANT_SCRIPTS.has(route.remote);
}
