import { Type } from 'typebox';
import { AdminOrderSummarySchema } from './staff.schemas.ts';

export { STAFF_EVENT_NAMES } from '../staff-events.ts';

/**
 * The back office's live events (issue 32): `POST /api/admin/events/ticket` with the staff's
 * token, then `GET /api/admin/events?tenant=&ticket=` as an EventSource (which sends no
 * Authorization header), a `text/event-stream` of the events below.
 */
const strict = { additionalProperties: false } as const;

/** A ticket's code: 32 random bytes, base64url. */
export const EventTicketSchema = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 });

export const EventTicketAnswerSchema = Type.Object({
  ticket: EventTicketSchema,
  /** Seconds it opens the stream, once. */
  expiresInSeconds: Type.Integer(),
  /** The stream's address with the ticket, for `new EventSource(url)`. */
  url: Type.String(),
});

export const EventsQuerySchema = Type.Object(
  {
    /** The store the stream is for: a ticket of another store is refused (403). */
    tenant: Type.String({ minLength: 1, maxLength: 100 }),
    ticket: Type.String({ minLength: 1, maxLength: 100 }),
  },
  strict,
);

/** `order:placed`: a new order, as its row of the orders list. */
export const OrderPlacedEventSchema = Type.Object({ order: AdminOrderSummarySchema });

/** `order:payment-changed`: the order's payment moved (chosen, recorded in part, approved). */
export const PaymentChangedEventSchema = Type.Object({
  order: AdminOrderSummarySchema,
  /** Taken so far: the total once approved, else the transfers and cheques staff recorded. */
  paid: Type.Number(),
  balance: Type.Number(),
});
