import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import { StaffPrintAreasBodySchema, StaffProductPrintAreasSchema } from '../catalog/index.js';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema } from '@store/contracts/wire/staff';

const URL = '/api/admin/catalog/products/:id/print-areas';

/**
 * A product's techniques and print areas (issue 32): the catalogue module does the work
 * (`app.catalogPrintAreas`); these routes check the role as the price editor's do and write the
 * audit entry inside the save's transaction.
 */
export function registerAdminPrintAreasRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };

  routes.get(
    URL,
    {
      config,
      schema: {
        params: IdParamsSchema,
        querystring: NoQuerySchema,
        response: responsesOf(StaffProductPrintAreasSchema),
      },
    },
    async (request) => {
      staffOf(request, 'catalog.read');
      return ok(await app.catalogPrintAreas.get(request.tenant, request.params.id));
    },
  );
  routes.put(
    URL,
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: StaffPrintAreasBodySchema,
        response: responsesOf(StaffProductPrintAreasSchema),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { actor, tenantId } = staffOf(request, 'catalog.write');
      return ok(
        await app.catalogPrintAreas.save(request.tenant, id, request.body, (trx, before, after) =>
          app.staffAudit.record(
            trx,
            tenantId,
            actor,
            'product.print-areas',
            `product:${id}`,
            before,
            after,
          ),
        ),
      );
    },
  );
}
