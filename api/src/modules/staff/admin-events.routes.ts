import { createHash, randomBytes } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { STAFF_EVENT_NAMES, type StaffEventName } from '@store/contracts';
import { EventsQuerySchema, EventTicketAnswerSchema } from '@store/contracts/wire/staff-events';
import { nowIso } from '../../db/database.js';
import { ErrorEnvelopeSchema, ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { createFanout } from '../../lib/fanout.js';
import { staffOf } from './staff-context.js';
import { createStaffLive, type LiveMessage, type StaffLive } from './staff-live.js';
import { assertCan } from './staff-permissions.js';
import { can, type StaffRole } from './staff-roles.js';
import { STAFF_AUTH_MESSAGES } from './staff-tokens.js';
import type { StaffRepository } from './staff.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's live events on this instance (admin-events.routes.ts). */
    staffLive: StaffLive;
  }
}

/** A ticket opens the stream once, within this time of being asked for. */
export const EVENT_TICKET_SECONDS = 60;

export const LIVE_MESSAGES = {
  badTicket:
    'El permiso para recibir las novedades no es válido, venció o ya se usó. Hay que pedir uno nuevo.',
  otherStore: 'Este permiso para recibir novedades es de otra tienda.',
} as const;

/** Who receives the events: the roles that read the orders and their payments. */
const PERMISSION = 'orders.read' as const;
const EmptyBodySchema = Type.Object({}, { additionalProperties: false });
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * `POST /api/admin/events/ticket` (the staff's token) and `GET /api/admin/events` (an
 * EventSource, which sends no Authorization header: the ticket instead, once, within 60 s). The
 * orders service tells of new orders and payments; each is published on the fan-out, which
 * reaches every instance through Redis when REDIS_URL is set.
 */
export function registerAdminEventRoutes(app: FastifyInstance, repository: StaffRepository): void {
  const fanout = createFanout<LiveMessage>({
    name: 'staff-events',
    redis: app.config.redis,
    log: app.log,
  });
  const live = createStaffLive({
    fanout,
    log: app.log,
    allowed: async (tenantId, staffId) => {
      const row = await repository.byId(tenantId, staffId);
      return row?.status === 'active' && can(row.role as StaffRole, PERMISSION);
    },
  });
  app.decorate('staffLive', live);

  // An announcement reads the order after its write; a command-line run closes the app right
  // after its change, so closing waits for those reads and their publishing.
  const announcing = new Set<Promise<void>>();
  const announce = (tenantId: number, id: number, event: StaffEventName) => {
    const done = app.adminOrders
      .liveFacts(tenantId, id)
      .then((facts) => {
        if (!facts) return;
        const data =
          event === STAFF_EVENT_NAMES.orderPlaced
            ? { order: facts.summary }
            : { order: facts.summary, paid: facts.paid, balance: facts.balance };
        live.publish(tenantId, event, data);
      })
      .catch((error) => app.log.error({ err: error, order: id }, 'live event not published'))
      .finally(() => announcing.delete(done));
    announcing.add(done);
  };
  app.orders.onPlaced((tenantId, id) => announce(tenantId, id, STAFF_EVENT_NAMES.orderPlaced));
  app.orders.onPaymentMoved((tenantId, id) =>
    announce(tenantId, id, STAFF_EVENT_NAMES.paymentChanged),
  );
  app.addHook('preClose', async () => {
    await Promise.all([...announcing]);
    live.endAll();
  });
  app.addHook('onClose', async () => fanout.close());

  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(
    '/api/admin/events/ticket',
    {
      config: { auth: 'staff' },
      schema: { body: EmptyBodySchema, response: responsesOf(EventTicketAnswerSchema) },
    },
    async (request) => {
      const { member } = staffOf(request, PERMISSION);
      const ticket = randomBytes(32).toString('base64url');
      const now = Date.now();
      await repository.insertEventTicket({
        tenant_id: request.tenant.id,
        staff_id: member.id,
        code_hash: hashOf(ticket),
        expires_at: new Date(now + EVENT_TICKET_SECONDS * 1000).toISOString(),
        now: new Date(now).toISOString(),
      });
      const query = new URLSearchParams({ tenant: request.tenant.name, ticket });
      return ok({
        ticket,
        expiresInSeconds: EVENT_TICKET_SECONDS,
        url: `/api/admin/events?${query.toString()}`,
      });
    },
  );

  routes.get(
    '/api/admin/events',
    {
      // The ticket is the credential, and names the store; the query's store must be the same.
      config: { auth: 'public', tenant: false },
      schema: {
        querystring: EventsQuerySchema,
        response: {
          200: {
            description: 'A text/event-stream of `order:placed` and `order:payment-changed`.',
            content: { 'text/event-stream': { schema: Type.String() } },
          },
          '4xx': ErrorEnvelopeSchema,
          '5xx': ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const used = await repository.useEventTicket(hashOf(request.query.ticket), nowIso());
      if (!used) throw new AppError(401, LIVE_MESSAGES.badTicket);
      const tenant = await app.tenants.getByName(request.query.tenant);
      if (!tenant || tenant.id !== Number(used.tenant_id))
        throw AppError.forbidden(LIVE_MESSAGES.otherStore);
      request.tenant = tenant;
      const member = await repository.byId(tenant.id, Number(used.staff_id));
      if (member?.status !== 'active') throw new AppError(401, STAFF_AUTH_MESSAGES.expired);
      // The role may have changed since the ticket was given.
      assertCan(member.role as StaffRole, PERMISSION);
      live.open(reply, tenant.id, Number(member.id));
      return reply;
    },
  );
}
