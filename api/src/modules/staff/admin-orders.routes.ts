import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { isTrackingUrl } from '../orders/index.js';
import { OrderSchema } from '../orders/index.js';
import { CSV_EXPORT_LIMIT, ordersCsv } from './admin-orders-csv.js';
import { staffOf } from './staff-context.js';
import { assertCanMoveTo } from './staff-permissions.js';
import {
  AdminOrderDetailSchema,
  AdminOrderPageSchema,
  BulkMoveAnswerSchema,
  BulkMoveBodySchema,
  CancelBodySchema,
  DashboardSchema,
  IdParamsSchema,
  MoveBodySchema,
  NoQuerySchema,
  NoteBodySchema,
  OrdersExportQuerySchema,
  OrdersQuerySchema,
  PaymentBodySchema,
  RefundBodySchema,
} from '@store/contracts/wire/staff';

const TRACKING = {
  required: 'Para marcar el pedido como enviado falta el enlace de seguimiento.',
  invalid: 'El enlace de seguimiento tiene que ser una dirección http:// o https:// completa.',
  onlyShipped: 'El enlace de seguimiento solo va con el estado «Enviado».',
};

/** `/api/admin/orders` and the dashboard: every route needs a staff token and its role. */
export function registerAdminOrderRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { auth: 'staff' as const };

  routes.get(
    '/api/admin/dashboard',
    { config, schema: { querystring: NoQuerySchema, response: responsesOf(DashboardSchema) } },
    async (request) => {
      staffOf(request, 'dashboard.read');
      const decimals = app.tenants.pricingSettings(request.tenant).roundPrice;
      return ok(await app.adminOrders.dashboard(request.tenant, decimals));
    },
  );
  routes.get(
    '/api/admin/orders',
    {
      config,
      schema: { querystring: OrdersQuerySchema, response: responsesOf(AdminOrderPageSchema) },
    },
    async (request) => {
      staffOf(request, 'orders.read');
      const { sort = 'newest', page = 1, pageSize = 20, ...rest } = request.query;
      return ok(await app.adminOrders.list(request.tenant, { ...rest, sort, page, pageSize }));
    },
  );
  routes.get(
    '/api/admin/orders.csv',
    { config, schema: { querystring: OrdersExportQuerySchema } },
    async (request, reply) => {
      staffOf(request, 'orders.read');
      const { sort = 'newest', ...rest } = request.query;
      const { items } = await app.adminOrders.list(request.tenant, {
        ...rest,
        sort,
        page: 1,
        pageSize: CSV_EXPORT_LIMIT,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pedidos-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(ordersCsv(items));
    },
  );
  routes.get(
    '/api/admin/orders/:id',
    { config, schema: { params: IdParamsSchema, response: responsesOf(AdminOrderDetailSchema) } },
    async (request) => {
      staffOf(request, 'orders.read');
      return ok(await app.adminOrders.detail(request.tenant, request.params.id));
    },
  );
  routes.post(
    '/api/admin/orders/:id/status',
    {
      config,
      schema: { params: IdParamsSchema, body: MoveBodySchema, response: responsesOf(OrderSchema) },
    },
    async (request) => {
      const { member, actor } = staffOf(request, 'orders.move');
      const { status, trackingUrl, version } = request.body;
      assertCanMoveTo(member.role, status);
      if (status === 'shipped' && !trackingUrl)
        throw AppError.unprocessable(TRACKING.required, 'trackingUrl');
      if (trackingUrl && status !== 'shipped')
        throw AppError.unprocessable(TRACKING.onlyShipped, 'trackingUrl');
      if (trackingUrl && !isTrackingUrl(trackingUrl))
        throw AppError.unprocessable(TRACKING.invalid, 'trackingUrl');
      return ok(
        await app.adminOrders.move(
          request.tenant,
          actor,
          request.params.id,
          status,
          trackingUrl ?? null,
          version,
        ),
      );
    },
  );
  // Not under /orders/: `/orders/:id` would take any other method of it as an order id.
  routes.post(
    '/api/admin/order-moves',
    { config, schema: { body: BulkMoveBodySchema, response: responsesOf(BulkMoveAnswerSchema) } },
    async (request) => {
      const { member, actor } = staffOf(request, 'orders.move');
      const { ids, status } = request.body;
      assertCanMoveTo(member.role, status);
      return ok(await app.adminOrders.moveMany(request.tenant, actor, ids, status));
    },
  );
  routes.post(
    '/api/admin/orders/:id/cancel',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: CancelBodySchema,
        response: responsesOf(OrderSchema),
      },
    },
    async (request) => {
      const { actor } = staffOf(request, 'orders.cancel');
      return ok(
        await app.adminOrders.cancel(
          request.tenant,
          actor,
          request.params.id,
          request.body.reason.trim(),
          request.body.version,
        ),
      );
    },
  );
  routes.post(
    '/api/admin/orders/:id/notes',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: NoteBodySchema,
        response: responsesOf(AdminOrderDetailSchema),
      },
    },
    async (request) => {
      const { actor } = staffOf(request, 'orders.note');
      const text = request.body.text.trim();
      if (text.length < 2) throw AppError.badRequest('La nota está vacía.', 'text');
      return ok(
        await app.adminOrders.addNote(
          request.tenant,
          actor,
          request.params.id,
          text,
          request.body.version,
        ),
      );
    },
  );
  routes.post(
    '/api/admin/orders/:id/refunds',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: RefundBodySchema,
        response: responsesOf(AdminOrderDetailSchema),
      },
    },
    async (request) => {
      const { actor } = staffOf(request, 'payments.record');
      const { version, ...refund } = request.body;
      return ok(
        await app.adminOrders.recordRefund(
          request.tenant,
          actor,
          request.params.id,
          { ...refund, reference: refund.reference.trim() },
          version,
        ),
      );
    },
  );
  routes.post(
    '/api/admin/orders/:id/payments',
    {
      config,
      schema: {
        params: IdParamsSchema,
        body: PaymentBodySchema,
        response: responsesOf(AdminOrderDetailSchema),
      },
    },
    async (request) => {
      const { actor } = staffOf(request, 'payments.record');
      const { version, ...payment } = request.body;
      return ok(
        await app.adminOrders.recordPayment(
          request.tenant,
          actor,
          request.params.id,
          payment,
          version,
        ),
      );
    },
  );
}
