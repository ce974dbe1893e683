/**
 * The deploy manifest: the one mutable file of the static origin. It says which version of each
 * remote is live and what was live before. Served with `Cache-Control: no-cache`.
 */
export const REMOTE_NAMES = [
  'mf-catalog',
  'mf-cart',
  'mf-checkout',
  'mf-builder',
  'mf-account',
  'mf-backoffice',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface DeployHistoryEntry {
  version: string;
  action: 'deploy' | 'rollback';
  at: string;
}

export interface LiveRemote {
  version: string;
  /** Address of the remote's `remoteEntry.js`, absolute from the origin's root. */
  entry: string;
  /** Its server container (`.../<version>/server/remoteEntry.js`), when the build has one. */
  serverEntry?: string;
  history: DeployHistoryEntry[];
}

export interface DeployManifest {
  updatedAt: string;
  remotes: Partial<Record<RemoteName, LiveRemote>>;
}

export const DEPLOY_MANIFEST_PATH = '/deploy/remotes.json';

/** Module Federation container names must be identifiers: `mf-cart` builds as `mf_cart`. */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
