import { registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type DeployManifest, type RemoteName } from '@store/contracts';

/**
 * Registers the live version of every remote, as the deploy manifest says. The shell has no
 * build-time remote addresses: a new pointer takes effect on the next page load, and an open tab
 * keeps what it loaded (re-registering in a running tab is unreliable in the runtime).
 */
export function registerLiveRemotes(manifest: DeployManifest): RemoteName[] {
  const live = Object.entries(manifest.remotes).flatMap(([alias, remote]) =>
    remote ? [{ name: containerName(alias as RemoteName), alias, entry: remote.entry }] : [],
  );
  registerRemotes(live);
  return live.map((remote) => remote.alias as RemoteName);
}
