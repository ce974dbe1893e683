import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { STORE_IMAGE_RULES } from '@store/contracts/store-rules';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import {
  StoreAnalyticsBodySchema,
  StoreAnalyticsStateSchema,
  StoreBankBodySchema,
  StoreBankStateSchema,
  StoreFeaturesBodySchema,
  StoreFeaturesStateSchema,
  StoreImageParamsSchema,
  StoreImageSchema,
  StoreLookBodySchema,
  StoreLookStateSchema,
  StoreShippingBodySchema,
  StoreShippingStateSchema,
  StoreTaxBodySchema,
  StoreTaxStateSchema,
  StoreTextsBodySchema,
  StoreTextsStateSchema,
  StoreVersionBodySchema,
  type StoreAudit,
  type StoreImageKind,
  type StoreSectionName,
  type Tenant,
} from '../tenants/index.js';
import type { Actor } from './staff-audit.js';
import { staffUploads } from './multipart-files.js';
import { staffOf } from './staff-context.js';
import { NoQuerySchema } from '@store/contracts/wire/staff';

const MAX_IMAGE_BYTES = Math.max(...Object.values(STORE_IMAGE_RULES).map((rule) => rule.maxBytes));

/** The image of a multipart upload (one file), within its kind's size limit. */
async function uploadedImage(request: FastifyRequest, kind: StoreImageKind): Promise<Buffer> {
  const rule = STORE_IMAGE_RULES[kind];
  const [upload] = await staffUploads(
    request,
    { fileSize: rule.maxBytes, files: 1, fields: 0 },
    {
      field: 'file',
      tooLarge: () => `${rule.label} pesa más de ${rule.maxBytes / 1024} KB, el máximo.`,
      tooMany: 'Suba un solo archivo por vez.',
      notMultipart: 'Envíe la imagen como un formulario con un archivo.',
    },
  );
  if (!upload || upload.bytes.length === 0)
    throw AppError.badRequest(`${rule.label} está vacío.`, 'file');
  return upload.bytes;
}

/**
 * `/api/admin/store/...` (issue 32; the owner only): the store's look prepared as a draft, shown
 * on the real storefront with `?preview=`, and published for every buyer (`app.storeLook`); the
 * about and policy texts, the bank details for transfers, the features, the analytics codes and
 * the shipping rate tables and the tax condition, saved live (`app.storeSettings`).
 */
export async function registerAdminStoreRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    const config = { auth: 'staff' as const };
    const auditOf =
      (tenantId: number, actor: Actor, subject = 'store:look'): StoreAudit =>
      (trx, action, before, after) =>
        app.staffAudit.record(trx, tenantId, actor, action, subject, before, after);
    // The tenant as the database holds it now (request.tenant was read before the write).
    const fresh = async (tenant: Tenant) => (await app.tenants.getByName(tenant.name)) ?? tenant;

    routes.get(
      '/api/admin/store/look',
      {
        config,
        schema: { querystring: NoQuerySchema, response: responsesOf(StoreLookStateSchema) },
      },
      async (request) => {
        staffOf(request, 'store.configure');
        return ok(await app.storeLook.state(request.tenant));
      },
    );
    routes.put(
      '/api/admin/store/look',
      {
        config,
        schema: { body: StoreLookBodySchema, response: responsesOf(StoreLookStateSchema) },
      },
      async (request) => {
        const { actor, tenantId } = staffOf(request, 'store.configure');
        const { look, version } = request.body;
        return ok(
          await app.storeLook.save(
            request.tenant,
            look,
            version,
            actor.email,
            auditOf(tenantId, actor),
          ),
        );
      },
    );
    routes.post(
      '/api/admin/store/look/publish',
      {
        config,
        schema: { body: StoreVersionBodySchema, response: responsesOf(StoreLookStateSchema) },
      },
      async (request) => {
        const { actor, tenantId } = staffOf(request, 'store.configure');
        await app.storeLook.publish(
          request.tenant,
          request.body.version,
          actor.email,
          auditOf(tenantId, actor),
        );
        return ok(await app.storeLook.state(await fresh(request.tenant)));
      },
    );
    routes.post(
      '/api/admin/store/images/:kind',
      {
        config,
        schema: { params: StoreImageParamsSchema, response: responsesOf(StoreImageSchema) },
      },
      async (request) => {
        const { actor, tenantId } = staffOf(request, 'store.configure');
        const { kind } = request.params;
        const bytes = await uploadedImage(request, kind);
        const url = await app.storeLook.storeImage(request.tenant, kind, bytes);
        await app.staffAudit.record(
          app.db,
          tenantId,
          actor,
          'store.image.uploaded',
          'store:look',
          null,
          {
            kind,
            url,
            bytes: bytes.length,
          },
        );
        return ok({ url });
      },
    );

    // The parts saved live, one GET and one PUT each (app.storeSettings).
    const sections = [
      ['texts', StoreTextsStateSchema, StoreTextsBodySchema],
      ['bank', StoreBankStateSchema, StoreBankBodySchema],
      ['features', StoreFeaturesStateSchema, StoreFeaturesBodySchema],
      ['analytics', StoreAnalyticsStateSchema, StoreAnalyticsBodySchema],
      ['shipping', StoreShippingStateSchema, StoreShippingBodySchema],
      ['tax', StoreTaxStateSchema, StoreTaxBodySchema],
    ] as const satisfies readonly (readonly [StoreSectionName, TSchema, TSchema])[];
    for (const [name, stateSchema, bodySchema] of sections) {
      // Each section's value type is its own: the loop registers them untyped, the schemas check.
      scope.get(
        `/api/admin/store/${name}`,
        { config, schema: { querystring: NoQuerySchema, response: responsesOf(stateSchema) } },
        async (request) => {
          staffOf(request, 'store.configure');
          // The shipping card also offers the store's provinces or regions.
          if (name === 'shipping') return ok(await app.storeSettings.shippingState(request.tenant));
          return ok(await app.storeSettings.state(request.tenant, name));
        },
      );
      scope.put(
        `/api/admin/store/${name}`,
        { config, schema: { body: bodySchema, response: responsesOf(stateSchema) } },
        async (request) => {
          const { actor, tenantId } = staffOf(request, 'store.configure');
          const { value, revision } = request.body as { value: never; revision: string };
          const audit = auditOf(tenantId, actor, `store:${name}`);
          return ok(await app.storeSettings.save(request.tenant, name, value, revision, audit));
        },
      );
    }
  });
}
