import type { Static } from 'typebox';
import type { Order } from './checkout.ts';
import type {
  OrderHistoryEntrySchema,
  OrderPageSchema,
  OrderSummarySchema,
  ProofVersionSchema,
  ReorderSchema,
  StaffProofVersionSchema,
} from './wire/orders.schemas.ts';

/**
 * Orders history and tracking (spec sections 4 and 8): where an order stands after checkout.
 * The wire types are the API's schemas' (`wire/orders.schemas.ts`), imported as types.
 */
export { ORDER_STATUSES, type OrderStatus } from './order-statuses.ts';
export { REFUND_METHODS, type RefundMethod } from './refund-methods.ts';

/** One step of the order's history; `trackingUrl` is the carrier's link once shipped. */
export type OrderHistoryEntry = Static<typeof OrderHistoryEntrySchema>;

/**
 * A proof version (issue 32): made by staff (`draft`, which the buyer never sees), `sent`, then
 * answered by the buyer: `approved`, or `changes_requested` with a comment.
 */
export type ProofVersion = Static<typeof ProofVersionSchema>;
export type ProofState = ProofVersion['state'];
/** What staff read of a version besides. */
export type StaffProofVersion = Static<typeof StaffProofVersionSchema>;

/**
 * The order as `GetOrderById` (and `CompleteOrder`) answer it: with its status, history and
 * tracking link, its proof (`none` without designs; `designsLocked` once approved or in
 * production), the proof versions the store sent, newest first, and the buyer's credit terms.
 */
export type OrderDetail = Order;

/** One row of the buyer's orders list. */
export type OrderSummary = Static<typeof OrderSummarySchema>;
export type OrderPage = Static<typeof OrderPageSchema>;

/**
 * `Orders/GetReorderItems`: the order's lines as requests to add, one per product (mf-cart's item
 * factory makes the cart items, as for any other page), and what was left out.
 */
export type ReorderItems = Static<typeof ReorderSchema>;

export const ORDERS_ROUTES = {
  /** `?Page=&PageSize=&Status=&From=&To=` (dates `YYYY-MM-DD`, inclusive, UTC), newest first. */
  orders: 'Orders/GetOrders',
} as const;
