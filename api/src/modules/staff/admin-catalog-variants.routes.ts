import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import {
  NewVariantBodySchema,
  ProductVariantsSchema,
  VariantBodySchema,
  VariantOrderBodySchema,
  VariantParamsSchema,
  VariantRetireBodySchema,
} from '../catalog/index.js';
import { catalogAudit } from './catalog-audit.js';
import { staffOf } from './staff-context.js';
import { IdParamsSchema, NoQuerySchema } from '@store/contracts/wire/staff';

const PRODUCT = '/api/admin/catalog/products/:id/variants';

/**
 * A product's variants in the back office (issue 32): read, edit, add, order, retire. The catalogue
 * module does the work (`app.variantEditor`); these check the role and audit the write inside
 * its transaction. Retiring is a POST: the product's version travels in its body.
 */
export function registerAdminCatalogVariantRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };
  const response = responsesOf(ProductVariantsSchema);

  /** The member (holding `catalog.write`) and the audit entry of their write. */
  const writer = (request: FastifyRequest, action: string, id: number) => ({
    actor: staffOf(request, 'catalog.write').actor,
    onWrite: catalogAudit(app, request, action, `product:${id}`),
  });

  routes.get(
    PRODUCT,
    { config, schema: { params: IdParamsSchema, querystring: NoQuerySchema, response } },
    async (request) => {
      staffOf(request, 'catalog.read');
      return ok(await app.variantEditor.variants(request.tenant, request.params.id));
    },
  );
  routes.post(
    PRODUCT,
    { config, schema: { params: IdParamsSchema, body: NewVariantBodySchema, response } },
    async (request) => {
      const { id } = request.params;
      const { actor, onWrite } = writer(request, 'variant.added', id);
      return ok(await app.variantEditor.add(request.tenant, id, request.body, actor, onWrite));
    },
  );
  routes.put(
    `${PRODUCT}/order`,
    { config, schema: { params: IdParamsSchema, body: VariantOrderBodySchema, response } },
    async (request) => {
      const { id } = request.params;
      const { onWrite } = writer(request, 'variants.ordered', id);
      return ok(await app.variantEditor.reorder(request.tenant, id, request.body, onWrite));
    },
  );
  routes.put(
    `${PRODUCT}/:variantId`,
    { config, schema: { params: VariantParamsSchema, body: VariantBodySchema, response } },
    async (request) => {
      const { id, variantId } = request.params;
      const { onWrite } = writer(request, 'variant.edited', id);
      return ok(await app.variantEditor.save(request.tenant, id, variantId, request.body, onWrite));
    },
  );
  routes.post(
    `${PRODUCT}/:variantId/retire`,
    { config, schema: { params: VariantParamsSchema, body: VariantRetireBodySchema, response } },
    async (request) => {
      const { id, variantId } = request.params;
      const { actor, onWrite } = writer(request, 'variant.retired', id);
      return ok(
        await app.variantEditor.retire(
          request.tenant,
          id,
          variantId,
          request.body.version,
          actor,
          onWrite,
        ),
      );
    },
  );
}
