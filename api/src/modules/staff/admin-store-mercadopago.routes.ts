import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, responsesOf } from '../../http/envelope.js';
import { checkMercadoPagoAccount } from '../payments/index.js';
import {
  ConnectionCheckSchema,
  StoreMercadoPagoBodySchema,
  StoreMercadoPagoStateSchema,
} from '../tenants/index.js';
import { staffOf } from './staff-context.js';
import { NoQuerySchema } from '@store/contracts/wire/staff';

const AUDIT_SUBJECT = 'store:mercadopago';

/**
 * `/api/admin/store/mercadopago` (issue 32; the owner only): the store's Mercado Pago credentials,
 * write-only (`app.mercadoPagoSettings`: whether each is set, its last 4 characters, when and by
 * whom), and «Probar conexión», which asks the configured Mercado Pago API about the saved token.
 */
export function registerAdminMercadoPagoRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };
  /** The page's state: the credentials' status and how the store takes cards now. */
  const answer = async (request: FastifyRequest) => {
    const { status, revision, country } = await app.mercadoPagoSettings.state(request.tenant);
    const cardMode = await app.payments.cardMode(request.tenant);
    return ok({ value: { ...status, cardMode }, revision, country });
  };

  routes.get(
    '/api/admin/store/mercadopago',
    {
      config,
      schema: { querystring: NoQuerySchema, response: responsesOf(StoreMercadoPagoStateSchema) },
    },
    async (request) => {
      staffOf(request, 'store.configure');
      return answer(request);
    },
  );
  routes.put(
    '/api/admin/store/mercadopago',
    {
      config,
      schema: {
        body: StoreMercadoPagoBodySchema,
        response: responsesOf(StoreMercadoPagoStateSchema),
      },
    },
    async (request) => {
      const { actor, tenantId } = staffOf(request, 'store.configure');
      const { value, revision } = request.body;
      const saved = await app.mercadoPagoSettings.save(
        request.tenant,
        value,
        revision,
        actor.email,
        (trx, action, before, after) =>
          app.staffAudit.record(trx, tenantId, actor, action, AUDIT_SUBJECT, before, after),
      );
      // Real credentials end the demo, as the terminal's `payment` command does.
      if (saved.status.accessToken.set && saved.status.webhookSecret.set)
        await app.payments.setSandbox(tenantId, false);
      return answer(request);
    },
  );
  routes.post(
    '/api/admin/store/mercadopago/check',
    {
      config,
      schema: { querystring: NoQuerySchema, response: responsesOf(ConnectionCheckSchema) },
    },
    async (request) => {
      staffOf(request, 'store.configure');
      const { tenant } = request;
      const message = await checkMercadoPagoAccount(
        app.config.mercadoPagoApiUrl,
        await app.mercadoPagoSettings.accessToken(tenant),
        tenant.environment === 'CL' ? 'CL' : 'AR',
      );
      return ok({ message });
    },
  );
}
