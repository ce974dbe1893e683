import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageViewOf } from '@store/contracts/page-view';
import { simplePage } from '../http/html.js';
import { RESERVED_TENANT_NAMES } from '../modules/tenants/index.js';
import { cacheControlFor, NO_CACHE } from './cache-control.js';
import {
  pageDirectives,
  BACKOFFICE_REMOTE,
  REMOTES_WITHOUT_TENANT_SCRIPTS,
  serializeCsp,
  TENANT_ASSET_CSP,
} from './content-security.js';
import { createOriginReader } from './origin.js';
import {
  CACHE_STATE_HEADER,
  CachedPage,
  createPageCache,
  type PageCache,
  withoutTrackingParameters,
} from './page-cache.js';
import type { DeployManifest } from './site.schemas.js';
import { preloadsFor } from './preloads.js';
import { publicOriginRedirect } from './public-origin.js';
import { matchRoute } from './route-match.js';
import { pageNameOf, SERVER_RENDERED_PAGES, serverPage } from './server-page.js';
import { inProcessApi } from './in-process-api.js';
import { createServerRenderer } from './server-render.js';
import { renderBoot, renderHead, renderShellPage, rootAttributes } from './shell-page.js';
import { SCRIPTS_AFTER_PAINT_SOURCE, startScriptsAfterPaint } from './scripts-after-paint.js';
import { registerSitemapRoutes } from './sitemap-routes.js';
import { PAGE_COMPRESSION } from '../http/compression.js';

/**
 * Pages without a store: nobody knows yet whether the buyer is Argentine or Chilean, so they say
 * it in neutral Spanish (no voseo, no tuteo, no imperative).
 */
export const PAGES = {
  unknownStore: simplePage(
    'No encontramos esta tienda',
    'La dirección no corresponde a ninguna tienda: puede tener un error o la tienda ya no está disponible.',
  ),
  updating: simplePage(
    'Estamos actualizando la tienda',
    'En unos minutos la tienda vuelve a estar disponible.',
  ),
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue pages this process keeps (page-cache.ts). */
    pageCache: PageCache;
  }
}

const shortHash = (text: string) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 16);

/** The page needs only what is live; the history stays in the manifest file. */
function liveRemotesOnly(deploy: DeployManifest): DeployManifest {
  const remotes = Object.fromEntries(
    Object.entries(deploy.remotes).map(([name, live]) => [name, live && { ...live, history: [] }]),
  );
  return { updatedAt: deploy.updatedAt, remotes };
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(html);
}

const SOURCE_MAP = /\.map(\.(br|gz))?$/i;
/** Server builds (`/shell/server/`, `/remotes/<remote>/<version>/server/`) run only in this process. */
const SERVER_BUILD = /^\/(?:[^/]+\/[^/]+\/)?server\//;

/** The static origin (shell build, remote versions, deploy manifest, tenant files) and the shell's pages. */
export const sitePlugin = fp(
  async (app) => {
    const { originDir, tenantAssetsDir } = app.config;
    const folders = ['shell', 'remotes', 'deploy'].map((folder) => join(originDir, folder));
    await Promise.all([...folders, tenantAssetsDir].map((dir) => mkdir(dir, { recursive: true })));
    const origin = createOriginReader(originDir, app.log);
    const renderer = createServerRenderer(
      originDir,
      app.log,
      app.config.ssrLimits,
      inProcessApi(app),
    );
    app.addHook('onClose', () => renderer.close());
    const pageCache = createPageCache({
      enabled: app.config.pageCache,
      redis: app.config.redis,
      log: app.log,
    });
    app.decorate('pageCache', pageCache);
    app.addHook('onClose', () => pageCache.close());

    // What a deploy (or rollback) is, for the page cache's key: the origin reader answers the
    // same object until its file changes, so each is hashed once.
    const deployVersions = new WeakMap<DeployManifest, string>();
    const deployVersion = (deploy: DeployManifest) => {
      let version = deployVersions.get(deploy);
      if (version === undefined) {
        version = shortHash(JSON.stringify(liveRemotesOnly(deploy)));
        deployVersions.set(deploy, version);
      }
      return version;
    };

    // What every folder the store serves shares: no directory listings or hidden files, and a
    // cache policy of our own (in development the files under a version folder change on every
    // rebuild).
    const servedFiles = {
      index: false as const,
      dotfiles: 'ignore' as const,
      cacheControl: false,
      setHeaders: (reply: FastifyReply) =>
        reply.header(
          'cache-control',
          app.config.dev ? NO_CACHE : cacheControlFor(reply.request.url),
        ),
    };
    // The builds carry compressed copies, and files a browser must not get.
    const buildFiles = {
      ...servedFiles,
      preCompressed: true,
      // Source maps would hand anyone our sources: only development serves them (404 otherwise).
      allowedPath: (pathName: string) =>
        !SERVER_BUILD.test(pathName) && (app.config.dev || !SOURCE_MAP.test(pathName)),
    };
    await app.register(fastifyStatic, {
      ...buildFiles,
      root: join(originDir, 'shell'),
      prefix: '/shell/',
    });
    await app.register(fastifyStatic, {
      ...buildFiles,
      root: join(originDir, 'remotes'),
      prefix: '/remotes/',
      decorateReply: false,
    });
    // A tenant's files are its logos and pictures: no build beside them to hide and no
    // compressed copies to look for. With `preCompressed` the plugin looked for `.br` and `.gz`
    // copies first, listing every folder of the path for each try (its spelling check reads the
    // whole folder: 370 pictures in the demo catalogue's), so a picture took 2.6-3.0 ms of the
    // server's time; now 1.4-1.5 ms, and a list page asks for a dozen at once.
    await app.register(fastifyStatic, {
      ...servedFiles,
      root: tenantAssetsDir,
      prefix: '/tenant-assets/',
      decorateReply: false,
      // An uploaded SVG opened on its own must not run anything in the store's origin. The
      // tenant's logo is in every e-mail it sends, and web mail clients show it from their own
      // origin (so does the mail catcher of `npm start`): these files are for any origin.
      setHeaders: (reply: FastifyReply) => {
        servedFiles.setHeaders(reply);
        reply.header('content-security-policy', TENANT_ASSET_CSP);
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });

    app.get('/deploy/remotes.json', (_request, reply) =>
      reply
        .header('cache-control', NO_CACHE)
        .sendFile('remotes.json', join(originDir, 'deploy'), { cacheControl: false }),
    );

    // Pages are answered on the store's public origin only (public-origin.ts); files and the
    // API answer on any host.
    const onPublicOrigin = publicOriginRedirect(app.config.publicUrl);
    app.get('/', { onRequest: onPublicOrigin }, (_request, reply) =>
      sendHtml(reply, 404, PAGES.unknownStore),
    );
    registerSitemapRoutes(app, {
      onPublicOrigin,
      unknownStore: (reply) => sendHtml(reply, 404, PAGES.unknownStore),
    });

    async function shellPage(
      request: FastifyRequest<{ Params: { tenant: string } }>,
      reply: FastifyReply,
    ) {
      const name = request.params.tenant;
      if (RESERVED_TENANT_NAMES.has(name)) return reply.callNotFound();
      // Together: on a page kept in memory, these reads are most of its time.
      const [tenant, template, routes, deploy, catalogRevision, shellBuild] = await Promise.all([
        app.tenants.getByName(name),
        origin.shellIndex(),
        origin.routes(),
        origin.deployManifest(),
        pageCache.enabled ? app.catalog.revision() : null,
        pageCache.enabled ? origin.shellBuild() : null,
      ]);
      if (!tenant) return sendHtml(reply, 404, PAGES.unknownStore);
      if (template === null) return sendHtml(reply, 503, PAGES.updating);

      // Tracking parameters (utm_*, gclid...) change nothing on the page: rendered and kept without.
      const url = withoutTrackingParameters(request.url);
      const [pathname = '/', search = ''] = url.split('?', 2);
      const path =
        pathname.slice(
          pathname.indexOf('/', 1) === -1 ? pathname.length : pathname.indexOf('/', 1),
        ) || '/';
      const route = matchRoute(routes, path);
      // The owner's draft look on the real storefront (back office «Tienda»): never kept, never indexed.
      const previewToken = new URLSearchParams(search).get('preview');
      const preview = previewToken ? await app.storeLook.previewOf(tenant, previewToken) : null;
      const shown = preview ?? tenant;

      // A catalogue page is the same for every buyer with the same page-view cookies: kept per
      // tenant, locale, view, address and what it was made from (README: "Page cache").
      let cacheKey: string | null = null;
      if (
        catalogRevision !== null &&
        shellBuild !== null &&
        preview === null &&
        route &&
        SERVER_RENDERED_PAGES.has(pageNameOf(route))
      ) {
        const generations = {
          [`tenant:${tenant.id}`]: String(tenant.revision),
          // Prices, stock and products: moved by triggers on every catalogue write (0379).
          catalog: String(catalogRevision),
          deploy: deployVersion(deploy),
          shell: shellBuild,
        };
        pageCache.observe(generations);
        const view = pageViewOf(request.cookies);
        cacheKey = [
          tenant.id,
          tenant.environment,
          `${Number(view.signedIn)}${Number(view.sidebarClosed)}`,
          ...Object.values(generations),
          url,
        ].join('|');
        const kept = pageCache.get(cacheKey);
        if (kept) {
          kept.onHit?.();
          return kept.send(reply, 'hit');
        }
      }

      const [config, preloads, meta, templateStyles, templateFonts] = await Promise.all([
        app.tenants.getConfig(shown),
        preloadsFor(origin, route, deploy),
        app.pageMeta.resolve(shown, path, new URLSearchParams(search)),
        origin.templateStyles(),
        origin.templateFonts(),
      ]);
      const owner = route?.remote ?? null;
      const tenantScripts = !owner || !REMOTES_WITHOUT_TENANT_SCRIPTS.has(owner);
      // The buyer's cookies say how their browser shows the page (signed in, sidebar closed):
      // rendered that way, the page hydrates without a mismatch and nothing moves.
      const boot = {
        tenant: tenant.name,
        config,
        deploy: liveRemotesOnly(deploy),
        view: pageViewOf(request.cookies),
      };
      const result =
        meta?.notFound === true
          ? null
          : await serverPage(app, origin, renderer, { url, route, boot, deploy });
      const rendered = result === 'failed' ? null : result;
      const assembled = renderShellPage(
        template,
        rootAttributes(config),
        renderHead(config, meta, {
          // A server-rendered page asks for them once it is painted (`startScriptsAfterPaint`).
          preloads: rendered ? [] : preloads,
          templateStyles: templateStyles[String(config.templateFK.id)] ?? [],
          templateFonts: templateFonts[String(config.templateFK.id)] ?? [],
          pageStyles: rendered?.styles,
        }),
        renderBoot(rendered ? { ...boot, ssr: rendered.ssr } : boot),
        rendered?.root,
      );
      const html = rendered ? startScriptsAfterPaint(assembled, preloads) : assembled;
      const directives = pageDirectives(config, tenantScripts, app.config.dev);
      if (rendered) directives['script-src']?.push(SCRIPTS_AFTER_PAINT_SOURCE);
      const staffHeaders: Record<string, string> = {};
      if (owner === BACKOFFICE_REMOTE) {
        // The staff's pages: never in a search engine, never inside another page's frame.
        directives['frame-ancestors'] = ["'none'"];
        staffHeaders['x-robots-tag'] = 'noindex, nofollow';
      }
      if (preview) staffHeaders['x-robots-tag'] = 'noindex, nofollow';
      const csp = serializeCsp(directives);
      // The same shell page either way, so the browser still shows the store's not-found page;
      // search engines must not index it. Without a route table (an old build) nothing is known.
      const unknownPage = (routes.length > 0 && !route) || meta?.notFound === true;
      // A render that failed this time is not kept: the next request renders again.
      if (cacheKey !== null && !unknownPage && result !== 'failed') {
        const page = new CachedPage(
          html,
          { 'content-security-policy': csp, ...staffHeaders },
          meta?.onCachedServe,
        );
        pageCache.set(cacheKey, page);
        return page.send(reply, 'miss');
      }
      if (cacheKey !== null) reply.header(CACHE_STATE_HEADER, 'miss');
      reply.header('content-security-policy', csp);
      for (const [name, value] of Object.entries(staffHeaders)) reply.header(name, value);
      reply.header('vary', 'Cookie');
      return sendHtml(reply, unknownPage ? 404 : 200, html);
    }

    const page = { compress: PAGE_COMPRESSION, onRequest: onPublicOrigin };
    app.get<{ Params: { tenant: string } }>('/:tenant', page, shellPage);
    app.get<{ Params: { tenant: string } }>('/:tenant/*', page, shellPage);
  },
  { name: 'site', dependencies: ['tenants', 'catalog'] },
);
