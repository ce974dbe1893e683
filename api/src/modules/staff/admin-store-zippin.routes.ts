import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { checkZippinAccount, ZIPPIN_CHECK_MESSAGES } from '../shipping/index.js';
import {
  ConnectionCheckSchema,
  StoreZippinBodySchema,
  StoreZippinStateSchema,
} from '../tenants/index.js';
import { staffOf } from './staff-context.js';
import { NoQuerySchema } from '@store/contracts/wire/staff';

const AUDIT_SUBJECT = 'store:zippin';

/**
 * `/api/admin/store/zippin` (issue 32; the owner only): the store's Zippin account, its API token
 * and secret write-only (`app.zippinSettings`), and «Probar conexión», which asks Zippin for a
 * quote of one box to the store's own address.
 */
export function registerAdminZippinRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };
  const answer = async (request: FastifyRequest) =>
    ok(await app.zippinSettings.state(request.tenant));

  routes.get(
    '/api/admin/store/zippin',
    {
      config,
      schema: { querystring: NoQuerySchema, response: responsesOf(StoreZippinStateSchema) },
    },
    async (request) => {
      staffOf(request, 'store.configure');
      return answer(request);
    },
  );
  routes.put(
    '/api/admin/store/zippin',
    {
      config,
      schema: { body: StoreZippinBodySchema, response: responsesOf(StoreZippinStateSchema) },
    },
    async (request) => {
      const { actor, tenantId } = staffOf(request, 'store.configure');
      const { value, revision } = request.body;
      return ok(
        await app.zippinSettings.save(
          request.tenant,
          value,
          revision,
          actor.email,
          (trx, action, before, after) =>
            app.staffAudit.record(trx, tenantId, actor, action, AUDIT_SUBJECT, before, after),
        ),
      );
    },
  );
  routes.post(
    '/api/admin/store/zippin/check',
    {
      config,
      schema: { querystring: NoQuerySchema, response: responsesOf(ConnectionCheckSchema) },
    },
    async (request) => {
      staffOf(request, 'store.configure');
      const { tenant } = request;
      const account = await app.zippinSettings.account(tenant);
      if (!account) throw AppError.unprocessable(ZIPPIN_CHECK_MESSAGES.noAccount);
      const origin = app.tenants.checkoutSettings(tenant).origin;
      const province = (await app.addressBook.provinces(tenant.environment)).find(
        ({ id }) => id === origin?.provinceId,
      );
      if (!origin?.locality.trim() || !province)
        throw AppError.unprocessable(ZIPPIN_CHECK_MESSAGES.noOrigin);
      const message = await checkZippinAccount(account, {
        locality: origin.locality,
        provinceName: province.name,
        zipCode: origin.zipCode,
      });
      return ok({ message });
    },
  );
}
