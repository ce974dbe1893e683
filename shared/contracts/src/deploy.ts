/**
 * The deploy manifest: the one mutable file of the static origin. It says which version of each
 * remote is live and what was live before. Served with `Cache-Control: no-cache`. The API's
 * schema (`wire/boot.schemas.ts`), imported as a type.
 */

import type { Static } from 'typebox';
import type { DeployManifestSchema } from './wire/boot.schemas.ts';

export type DeployManifest = Static<typeof DeployManifestSchema>;
export type RemoteName = keyof DeployManifest['remotes'];
/** Every remote the manifest may name (the schema's keys). */
export const REMOTE_NAMES = [
  'mf-catalog',
  'mf-cart',
  'mf-checkout',
  'mf-builder',
  'mf-account',
  'mf-backoffice',
] as const satisfies readonly RemoteName[];
export type LiveRemote = NonNullable<DeployManifest['remotes'][RemoteName]>;
export type DeployHistoryEntry = LiveRemote['history'][number];

export const DEPLOY_MANIFEST_PATH = '/deploy/remotes.json';

/** Module Federation container names must be identifiers: `mf-cart` builds as `mf_cart`. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
