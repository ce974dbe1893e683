/**
 * An order's progress after checkout (spec section 8), apart from the contracts' types so the
 * orders' wire schemas read the list without importing what names their types. An order moves
 * forward only along ORDER_STATUSES; `cancelled` ends it from any state before `delivered`.
 */
export const ORDER_STATUSES = [
  'received',
  'paid',
  'proof_approved',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
