import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { userOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { createIdempotency } from './idempotency.js';
import { createInstancePresence } from '../../db/instance-presence.js';
import { createOrderHistory } from './order-history.js';
import { orderBuyerRoutes } from './order-buyer.routes.js';
import { createOrderMails } from './order-mail.js';
import { createOrderRefunds } from './order-refunds.js';
import { createOrdersRepository } from './orders.repository.js';
import {
  CompleteOrderRequestSchema,
  OrderIdQuerySchema,
  OrderPageSchema,
  OrderSchema,
  OrdersPageQuerySchema,
  OrderTotalsRequestSchema,
  OrderTotalsSchema,
} from '@store/contracts/wire/orders';
import { createBuyerCredit } from './buyer-credit.js';
import { createOrdersService, type OrdersService } from './orders.service.js';
import { releaseOrderStock } from './stock-holds.js';
import { printFilesOfOrder } from './order-print-files.js';
import { createProofVersions, type ProofVersions } from './proofs/proof-versions.js';
import { pdfBrandReader } from '../quotes/index.js';

const STOCK_HOLD_ROUND_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrdersService;
    /** The Idempotency-Key store of CompleteOrder and UpdateOrderPayment. */
    idempotent: ReturnType<typeof createIdempotency>;
    /** Proof versions (issue 32): the staff's routes and the buyer's answer read them. */
    orderProofs: ProofVersions;
  }
}

const path = (name: string) => `/api/services/app/Orders/${name}`;

export const ordersRoutes = fp(
  async (app) => {
    const presence = await createInstancePresence(app.config.database, (error) =>
      app.log.warn({ err: error }, 'instance presence connection failed'),
    );
    app.addHook('onClose', () => presence.close());
    app.decorate('idempotent', createIdempotency(app.db, presence));
    const repository = createOrdersRepository(app.db);
    app.designHolders.add('orders', repository.designHoldersAfter);
    const mails = createOrderMails({
      mail: app.mail,
      tenants: app.tenants,
      publicUrl: app.config.publicUrl,
    });
    app.decorate(
      'orders',
      createOrdersService({
        db: app.db,
        repository,
        tenants: app.tenants,
        pricing: app.pricing,
        shipping: app.shipping,
        catalog: app.catalog,
        cart: app.cart,
        history: createOrderHistory(app.db),
        designs: app.designs,
        credit: createBuyerCredit(app.db),
        refunds: createOrderRefunds(app.db),
        // Quotes register after orders; their service is read when an order is completed.
        quotes: {
          lockedFor: (...args) => app.quotes.lockedFor(...args),
          markConverted: (...args) => app.quotes.markConverted(...args),
        },
        // The order stands even if its e-mail cannot be queued; the failure is logged.
        onCreated: async (tenant, order) => {
          try {
            const account = await app.orders.buyerAccount(order.id);
            if (account) await mails.confirmation(tenant, order, account);
          } catch (error) {
            app.log.error({ err: error, order: order.id }, 'order confirmation mail not queued');
          }
        },
        // The change stands even if its e-mail cannot be queued; the failure is logged.
        onStatusChanged: async (tenant, order) => {
          try {
            await mails.statusChanged(tenant, order, await app.orders.buyerAccount(order.id));
          } catch (error) {
            app.log.error({ err: error, order: order.id }, 'order status mail not queued');
          }
        },
      }),
    );
    app.decorate(
      'orderProofs',
      createProofVersions({
        db: app.db,
        files: app.files('proofs'),
        orders: {
          row: (tenantId, id) => repository.findById(tenantId, id),
          findOwn: (tenantId, userId, id) => repository.findOwn(tenantId, userId, id),
          dtoOf: (row) => app.orders.dtoOf(row),
        },
        brandOf: pdfBrandReader(app),
        printFiles: (tenant, id) => printFilesOfOrder(app, tenant, id),
        // The version stays sent even if its e-mail cannot be queued; the failure is logged.
        onSent: async (tenant, order, version) => {
          try {
            const account = await app.orders.buyerAccount(order.id);
            if (account) await mails.proofSent(tenant, order, version, account);
          } catch (error) {
            app.log.error({ err: error, order: order.id }, 'proof mail not queued');
          }
        },
      }),
    );
    // A cancelled order gives its units back (once; not after production or shipping).
    app.orders.onMoved(async (trx, tenantId, orderId, to) => {
      if (to === 'cancelled') await releaseOrderStock(trx, tenantId, orderId, 'cancelled');
    });
    // Unpaid orders whose hold ran out: one instance at a time (job-leases.ts), every minute.
    const holds = setInterval(() => {
      void app.jobs
        .runExclusive('order-stock-holds', 2 * STOCK_HOLD_ROUND_MS, () => app.orders.expireHolds())
        .catch((error: unknown) => app.log.error({ err: error }, 'stock hold round failed'));
    }, STOCK_HOLD_ROUND_MS);
    holds.unref();
    app.addHook('onClose', async () => clearInterval(holds));
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();
    await app.register(orderBuyerRoutes, { repository });

    routes.post(
      path('CompleteOrder'),
      {
        config: { auth: 'user' },
        schema: { body: CompleteOrderRequestSchema, response: responsesOf(OrderSchema) },
      },
      async (request) => {
        const { userId } = userOf(request);
        const header = request.headers['idempotency-key'];
        const answer = await app.idempotent(
          {
            tenantId: request.tenant.id,
            userId,
            name: 'CompleteOrder',
            key: typeof header === 'string' ? header : undefined,
          },
          request.body,
          () => app.orders.complete(request.tenant, userId, request.body),
        );
        return ok(answer.body);
      },
    );

    routes.post(
      path('GetOrderTotals'),
      {
        config: { auth: 'user' },
        schema: { body: OrderTotalsRequestSchema, response: responsesOf(OrderTotalsSchema) },
      },
      async (request) =>
        ok(await app.orders.totals(request.tenant, userOf(request).userId, request.body)),
    );

    routes.get(
      path('GetOrders'),
      {
        config: { auth: 'user' },
        schema: { querystring: OrdersPageQuerySchema, response: responsesOf(OrderPageSchema) },
      },
      async (request) =>
        ok(await app.orders.page(request.tenant, userOf(request).userId, request.query)),
    );

    routes.get(
      path('GetOrderById'),
      {
        config: { auth: 'user' },
        schema: { querystring: OrderIdQuerySchema, response: responsesOf(OrderSchema) },
      },
      async (request) =>
        ok(await app.orders.byId(request.tenant, userOf(request).userId, request.query.Id)),
    );
  },
  {
    name: 'orders',
    dependencies: ['jobs', 'tenants', 'mail', 'pricing', 'shipping', 'cart', 'catalog', 'designs'],
  },
);
