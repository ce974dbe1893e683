import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import {
  StaffProductBodySchema,
  StaffProductPageSchema,
  StaffProductSchema,
  StaffProductsQuerySchema,
  StockAdjustmentAnswerSchema,
  StockAdjustmentBodySchema,
  StockAdjustmentSchema,
} from '../catalog/index.js';
import { catalogAudit } from './catalog-audit.js';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema } from '@store/contracts/wire/staff';

/**
 * `/api/admin/catalog/...` (issue 32): the catalogue module does the work (`app.catalogStaff`);
 * these routes check the role and write the audit entry inside the write's transaction.
 */
export function registerAdminCatalogRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };

  const audited = (request: FastifyRequest, action: string, subject: string) =>
    catalogAudit(app, request, action, subject);

  routes.get(
    '/api/admin/catalog/products',
    {
      config,
      schema: {
        querystring: StaffProductsQuerySchema,
        response: responsesOf(StaffProductPageSchema),
      },
    },
    async (request) => {
      staffOf(request, 'catalog.read');
      const { search = '', page = 1 } = request.query;
      return ok(await app.catalogStaff.list(request.tenant, search, page));
    },
  );
  routes.get(
    '/api/admin/catalog/products/:id',
    {
      config,
      schema: {
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: responsesOf(StaffProductSchema),
      },
    },
    async (request) => {
      staffOf(request, 'catalog.read');
      return ok(await app.catalogStaff.product(request.tenant, request.params.id));
    },
  );
  routes.put(
    '/api/admin/catalog/products/:id',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: StaffProductBodySchema,
        response: responsesOf(StaffProductSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const onWrite = audited(request, 'product.pricing', `product:${id}`);
      return ok(await app.catalogStaff.savePricing(request.tenant, id, request.body, onWrite));
    },
  );
  routes.post(
    '/api/admin/catalog/variants/:id/stock-adjustments',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: StockAdjustmentBodySchema,
        response: responsesOf(StockAdjustmentAnswerSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { actor } = staffOf(request, 'catalog.write');
      const onWrite = audited(request, 'variant.stock-adjusted', `variant:${id}`);
      return ok(
        await app.catalogStaff.adjustStock(request.tenant, id, request.body, actor, onWrite),
      );
    },
  );
  routes.get(
    '/api/admin/catalog/variants/:id/stock-adjustments',
    {
      config,
      schema: {
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: responsesOf(Type.Array(StockAdjustmentSchema)),
      },
    },
    async (request) => {
      staffOf(request, 'catalog.read');
      return ok(await app.catalogStaff.stockHistory(request.tenant, request.params.id));
    },
  );
}
