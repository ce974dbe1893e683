/**
 * The back office's live events (issue 32): the names of the stream's events, `<domain>:<fact>`
 * as the store's DOM events; their payloads are `wire/staff-events.schemas.ts`'.
 */
export const STAFF_EVENT_NAMES = {
  orderPlaced: 'order:placed',
  paymentChanged: 'order:payment-changed',
} as const;

export type StaffEventName = (typeof STAFF_EVENT_NAMES)[keyof typeof STAFF_EVENT_NAMES];
