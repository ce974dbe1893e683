import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import { QuoteParamsSchema } from '../quotes/index.js';
import { createAdminQuoteOrders } from './admin-quote-orders.js';
import { staffOf } from './staff-context.js';
import { NoQuerySchema } from '@store/contracts/wire/staff';
import {
  QuoteOrderBodySchema,
  QuoteOrderFormSchema,
  QuoteOrderMadeSchema,
  QuoteOrderPreviewBodySchema,
  QuoteOrderPreviewSchema,
} from '@store/contracts/wire/quote-orders';

/**
 * `/api/admin/quotes/:id/order…` (issue 32; owner and sales): staff convert a buyer's quote into
 * an order. `order-form` and `order-preview` read; `order` writes, once per `Idempotency-Key`
 * (the checkout's CompleteOrder store: the same key answers the first order again).
 */
export function registerAdminQuoteOrderRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };
  const service = createAdminQuoteOrders(app);

  routes.get(
    '/api/admin/quotes/:id/order-form',
    {
      config,
      schema: {
        params: QuoteParamsSchema,
        querystring: NoQuerySchema,
        response: responsesOf(QuoteOrderFormSchema),
      },
    },
    async (request) => {
      staffOf(request, 'quotes.write');
      return ok(await service.form(request.tenant, request.params.id));
    },
  );
  routes.post(
    '/api/admin/quotes/:id/order-preview',
    {
      config,
      schema: {
        params: QuoteParamsSchema,
        body: QuoteOrderPreviewBodySchema,
        response: responsesOf(QuoteOrderPreviewSchema),
      },
    },
    async (request) => {
      staffOf(request, 'quotes.write');
      return ok(await service.preview(request.tenant, request.params.id, request.body));
    },
  );
  routes.post(
    '/api/admin/quotes/:id/order',
    {
      config,
      schema: {
        params: QuoteParamsSchema,
        body: QuoteOrderBodySchema,
        response: responsesOf(QuoteOrderMadeSchema),
      },
    },
    async (request) => {
      const { actor, tenantId } = staffOf(request, 'quotes.write');
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      const answer = await app.idempotent(
        { tenantId, userId: actor.id ?? 0, name: 'StaffQuoteOrder', key },
        { id: request.params.id, ...request.body },
        () => service.convert(request.tenant, actor, request.params.id, request.body, key!),
      );
      return ok(answer.body);
    },
  );
}
