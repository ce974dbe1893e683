import { matchRoute } from './route-match.js';
import type { OriginReader } from './origin.js';
import type { RemoteName } from './site.schemas.js';

/** Only paths of this origin: the CSP allows scripts from 'self' alone. */
const isOriginPath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');

/**
 * The scripts the page at a tenant-relative path will load first: the remoteEntry.js of the remote
 * that owns the route and the synchronous JS of the exposed module it renders.
 */
export async function preloadsFor(origin: OriginReader, path: string): Promise<string[]> {
  const route = matchRoute(await origin.routes(), path);
  if (!route) return [];
  const live = (await origin.deployManifest()).remotes[route.remote as RemoteName];
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
