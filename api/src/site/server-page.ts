import type { FastifyInstance } from 'fastify';
import type { OriginReader } from './origin.js';
import type { ServerRenderer } from './server-render.js';
import type { BootPayload, DeployManifest, ShellRoute } from './site.schemas.js';

/**
 * The pages rendered on the server: browsing, the same for every buyer. Cart, checkout, account,
 * builder and favourites hold a buyer's own data and stay client-rendered.
 */
export const SERVER_RENDERED_PAGES = new Set([
  'mf-catalog/HomePage',
  'mf-catalog/ProductListPage',
  'mf-catalog/ProductDetailPage',
  'mf-catalog/AboutPage',
  'mf-catalog/PolicyPage',
]);

/** `mf-catalog/HomePage`: the name of the page a route shows, as SERVER_RENDERED_PAGES lists it. */
export const pageNameOf = (route: ShellRoute) =>
  `${route.remote}/${route.module.replace(/^\.\//, '')}`;

const isOriginPath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !url.includes('..');

export interface ServerPage {
  root: string;
  ssr: NonNullable<BootPayload['ssr']>;
  /** The stylesheets the rendered markup needs before its first paint. */
  styles: string[];
}

/**
 * Where this process answers on loopback, for a shell build that cannot take its data calls in
 * process (one older than them); '' before it listens (tests with inject), where only in process
 * answers.
 */
function loopbackBase(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return '';
  const host = ['0.0.0.0', '::', ''].includes(address.address) ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The stylesheets of the page's exposed module (its `mf-manifest.json`), under its folder: its
 * `sync` ones, which style what the server rendered. The `async` ones are not linked: they belong
 * to chunks loaded later (the remote's loader links those itself), other pages (the about page
 * listed five) and the remote's own copy of @store/ui, which the page takes from the shell; each
 * was a stylesheet the first paint waited for.
 */
async function remoteStyles(origin: OriginReader, remote: string, version: string, entry: string) {
  const manifest = await origin.remoteManifest(remote, version);
  const base = entry.slice(0, entry.lastIndexOf('/') + 1);
  return (name: string) => {
    const expose = manifest?.exposes.find((e) => e.path === `./${name}` || e.name === name);
    return (expose?.assets.css?.sync ?? [])
      .filter((file) => /^[A-Za-z0-9._\-/]+\.css$/.test(file) && !file.includes('..'))
      .map((file) => base + file);
  };
}

/**
 * The page rendered by the shell's and the owning remote's server builds, or null when it is not
 * one of the server-rendered pages or a build is missing, `'failed'` when rendering failed or was
 * late: the browser then renders it as before (and such a page is not kept: the next asks again).
 */
export async function serverPage(
  app: FastifyInstance,
  origin: OriginReader,
  renderer: ServerRenderer,
  input: { url: string; route: ShellRoute | null; boot: BootPayload; deploy: DeployManifest },
): Promise<ServerPage | 'failed' | null> {
  const { route, deploy } = input;
  if (!app.config.ssr || !route) return null;
  const name = route.module.replace(/^\.\//, '');
  const page = pageNameOf(route);
  const live = deploy.remotes[route.remote as keyof DeployManifest['remotes']];
  const apiBase = loopbackBase(app);
  if (!SERVER_RENDERED_PAGES.has(page) || !live?.serverEntry) return null;
  if (!isOriginPath(live.serverEntry) || !isOriginPath(live.entry)) return null;

  const rendered = await renderer.render({
    url: input.url,
    boot: input.boot,
    apiBase,
    serverEntries: { [route.remote]: renderer.entryFile(live.serverEntry) },
    page,
    timeoutMs: app.config.ssrLimits.timeoutMs,
  });
  if (!rendered) return 'failed';
  const [shellStyles, stylesOf] = await Promise.all([
    origin.shellStyles(),
    remoteStyles(origin, route.remote, live.version, live.entry),
  ]);
  return {
    root: rendered.html,
    ssr: { page, data: rendered.data },
    styles: [...shellStyles, ...stylesOf(name)],
  };
}
