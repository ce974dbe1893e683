import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import { ProductDetailsBodySchema, ProductDetailsSchema } from '../catalog/index.js';
import { catalogAudit } from './catalog-audit.js';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema } from '@store/contracts/wire/staff';

/**
 * The product editor's routes (issue 32): `/api/admin/catalog/products/:id/details`. The
 * catalogue module does the work (`app.productEditor`); these check the role and audit the write
 * inside its transaction.
 */
export function registerAdminCatalogEditorRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };

  const audited = (request: FastifyRequest, action: string, subject: string) =>
    catalogAudit(app, request, action, subject);

  routes.get(
    '/api/admin/catalog/products/:id/details',
    {
      config,
      schema: {
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: responsesOf(ProductDetailsSchema),
      },
    },
    async (request) => {
      staffOf(request, 'catalog.read');
      return ok(await app.productEditor.details(request.tenant, request.params.id));
    },
  );
  routes.put(
    '/api/admin/catalog/products/:id/details',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: ProductDetailsBodySchema,
        response: responsesOf(ProductDetailsSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const onWrite = audited(request, 'product.details', `product:${id}`);
      return ok(await app.productEditor.saveDetails(request.tenant, id, request.body, onWrite));
    },
  );
}
