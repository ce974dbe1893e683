import type { OriginReader } from './origin.js';
import type { DeployManifest, RemoteName, ShellRoute } from './site.schemas.js';

/** Only paths of this origin: the CSP allows scripts from 'self' alone. */
const isOriginPath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/**
 * The scripts the page of `route` will load first: the remoteEntry.js of the remote that owns
 * the route (its live version in `deploy`) and the synchronous JS of the exposed module it renders.
 */
export async function preloadsFor(
  origin: OriginReader,
  route: ShellRoute | null,
  deploy: DeployManifest,
): Promise<string[]> {
  if (!route) return [];
  const live = deploy.remotes[route.remote as RemoteName];
  if (!live || !isOriginPath(live.entry)) return [];

  const urls = [live.entry];
  const base = live.entry.slice(0, live.entry.lastIndexOf('/') + 1);
  const manifest = await origin.remoteManifest(route.remote, live.version);
  const moduleName = route.module.replace(/^\.\//, '');
  const expose = manifest?.exposes.find(
    (candidate) => candidate.path === route.module || candidate.name === moduleName,
  );
  for (const file of expose?.assets.js.sync ?? []) {
    const url = isOriginPath(file)
      ? file
      : /^[A-Za-z0-9._\-/]+$/.test(file) && !file.includes('..')
        ? base + file
        : null;
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}
