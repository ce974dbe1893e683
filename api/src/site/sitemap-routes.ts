import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { Type } from 'typebox';
import { ok, responsesOf } from '../http/envelope.js';
import type { Tenant } from '../modules/tenants/index.js';
import { NO_CACHE } from './cache-control.js';
import { robotsTxt, sitemapPages, sitemapXml, STORE_PAGES } from './sitemap-xml.js';

const SitemapPagesSchema = Type.Array(
  Type.Object({
    path: Type.String(),
    url: Type.String(),
    lastModified: Type.Union([Type.String(), Type.Null()]),
  }),
);
const SitemapQuerySchema = Type.Object(
  { isEcommerceClient: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** `GET SiteMap` (spec section 7), `/{tenant}/sitemap.xml` and `/robots.txt`. */
export function registerSitemapRoutes(
  app: FastifyInstance,
  pages: {
    /** Sends a request on another host to the public origin (public-origin.ts). */
    onPublicOrigin: onRequestHookHandler;
    unknownStore: (reply: FastifyReply) => FastifyReply;
  },
): void {
  const { onPublicOrigin, unknownStore } = pages;
  app.sitemap.register(async (tenant) =>
    STORE_PAGES.map((path) => ({ path, lastModified: tenant.updatedAt })),
  );
  const pagesOf = async (tenant: Tenant) =>
    sitemapPages(app.config.publicUrl, tenant, await app.sitemap.entries(tenant));

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/api/services/app/SiteMap',
    {
      config: { auth: 'public' },
      schema: { querystring: SitemapQuerySchema, response: responsesOf(SitemapPagesSchema) },
    },
    async (request) => ok(await pagesOf(request.tenant)),
  );

  app.get<{ Params: { tenant: string } }>(
    '/:tenant/sitemap.xml',
    { onRequest: onPublicOrigin },
    async (request, reply) => {
      const tenant = await app.tenants.getByName(request.params.tenant);
      if (!tenant) return unknownStore(reply);
      return reply
        .header('cache-control', NO_CACHE)
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(await pagesOf(tenant)));
    },
  );

  app.get('/robots.txt', { onRequest: onPublicOrigin }, async (_request, reply) =>
    reply
      .header('cache-control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(app.config.publicUrl, await app.tenants.listNames())),
  );
}
