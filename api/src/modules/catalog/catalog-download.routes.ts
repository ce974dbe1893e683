import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { sendPdf } from '../../http/pdf-reply.js';
import { catalogPdf } from './catalog-pdf.js';
import {
  DownloadLinkQuerySchema,
  DownloadLinkSchema,
  DownloadQuerySchema,
} from '@store/contracts/wire/catalog';

const GROUP = '/api/services/app/Catalog';
const LINK_SECONDS = 300;

/**
 * The catalogue PDF is downloaded by the browser itself (a plain link streams straight to disk),
 * and a link cannot carry the tenant header: the API hands out a signed link valid 5 minutes.
 */
export function registerCatalogDownload(app: FastifyInstance): void {
  const sign = (tenant: string, category: string, expires: number) =>
    createHmac('sha256', app.config.jwtSecret)
      .update(`catalog-pdf\n${tenant}\n${category}\n${expires}`)
      .digest('hex');
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    `${GROUP}/GetCatalogDownloadLink`,
    {
      config: { auth: 'public' },
      schema: { querystring: DownloadLinkQuerySchema, response: responsesOf(DownloadLinkSchema) },
    },
    async (request) => {
      const category = request.query.category ?? '';
      if (
        category &&
        !(await app.catalog.categories(request.tenant)).some((c) => c.slug === category)
      )
        throw AppError.notFound(`No encontramos la categoría "${category}".`);
      const expires = Math.floor(Date.now() / 1000) + LINK_SECONDS;
      const query = new URLSearchParams({
        tenant: request.tenant.name,
        ...(category ? { category } : {}),
        expires: String(expires),
        signature: sign(request.tenant.name, category, expires),
      });
      return ok({
        url: `${GROUP}/DownloadCatalog?${query.toString()}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      });
    },
  );

  routes.get(
    `${GROUP}/DownloadCatalog`,
    { config: { auth: 'public', tenant: false }, schema: { querystring: DownloadQuerySchema } },
    async (request, reply) => {
      const { tenant: name, category = '', expires, signature } = request.query;
      // Compared as the bytes the hex stands for: any text (non-ASCII too) decodes to some
      // bytes, and only 32 of them can match, so the constant-time compare never sees two lengths.
      const expected = Buffer.from(sign(name, category, expires), 'hex');
      const given = Buffer.from(signature, 'hex');
      if (given.length !== expected.length || !timingSafeEqual(expected, given))
        throw AppError.forbidden(
          'El enlace de descarga no es válido. El catálogo se puede pedir de nuevo desde la tienda.',
        );
      if (expires < Date.now() / 1000)
        throw new AppError(
          410,
          'El enlace de descarga venció. El catálogo se puede pedir de nuevo desde la tienda.',
        );
      const tenant = await app.tenants.getByName(name);
      if (!tenant) throw AppError.notFound('La tienda no existe.');
      const file = `catalogo-${tenant.name}${category ? `-${category}` : ''}.pdf`;
      return sendPdf(reply, catalogPdf(app, tenant, category || null), file);
    },
  );
}
