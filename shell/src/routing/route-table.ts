import type { RemoteName, RouteName } from '@store/contracts';
import { ROUTE_PATTERNS } from '@store/contracts';
import table from './route-table.json';

export type LayoutName = 'default' | 'blank' | 'checkout';

/** One route of spec section 2 and the remote module that owns its page (DESIGN.md section 2). */
export interface RouteEntry {
  name: RouteName;
  pattern: string;
  remote: RemoteName;
  /** The exposed module, as in the remote's `exposes` (`./HomePage`). */
  module: string;
  layout: LayoutName;
}

// The JSON is also emitted as routes.json for the HTML server; this checks it against the contracts.
export const ROUTE_TABLE: readonly RouteEntry[] = (table as RouteEntry[]).map((entry) => {
  if (ROUTE_PATTERNS[entry.name] !== entry.pattern) {
    throw new Error(
      `route-table.json: ${entry.name} is ${entry.pattern}, contracts say ${ROUTE_PATTERNS[entry.name]}`,
    );
  }
  return entry;
});
