import type { AddToCartRequest } from './cart.ts';
import type { Order, OrderPaymentState } from './checkout.ts';
import type { OrderPaymentCode } from './checkout-rules/index.ts';

/**
 * Orders history and tracking (spec sections 4 and 8): where an order stands after checkout.
 * An order moves forward only along ORDER_STATUSES; `cancelled` ends it from any state before
 * `delivered`.
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

/** One step of the order's history; `trackingUrl` is the carrier's link once shipped. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
  trackingUrl: string | null;
}

/** What `GetOrderById` adds to the order: its status, history and tracking link. */
export interface OrderTracking {
  status: OrderStatus;
  history: OrderHistoryEntry[];
  trackingUrl: string | null;
  /** A customised order's proof: pending until the buyer approves it; none without designs. */
  proof: 'none' | 'pending' | 'approved';
  /** After the proof is approved (or once in production) the designs can no longer change. */
  designsLocked: boolean;
  /** The buyer had credit terms when ordering: the order may go to production before payment. */
  creditTerms: boolean;
  /** The proof versions the store sent (issue 32), newest first. */
  proofVersions: ProofVersion[];
}

/**
 * A proof version (issue 32): made by staff (`draft`, which the buyer never sees), `sent`, then
 * answered by the buyer: `approved`, or `changes_requested` with a comment.
 */
export type ProofState = 'draft' | 'sent' | 'approved' | 'changes_requested';

export interface ProofVersion {
  version: number;
  source: 'generated' | 'uploaded';
  state: ProofState;
  sentAt: string | null;
  comment: string | null;
  answeredAt: string | null;
  /** The PDF's address, read with the caller's token. */
  pdf: string;
}

/** What staff read of a version besides. */
export interface StaffProofVersion extends ProofVersion {
  createdBy: string;
  createdAt: string;
  sentBy: string | null;
  byteSize: number;
}

export type OrderDetail = Order & OrderTracking;

/** One row of the buyer's orders list. */
export interface OrderSummary {
  id: number;
  number: string;
  createdAt: string;
  currency: 'ARS' | 'CLP';
  total: number;
  status: OrderStatus;
  payment: OrderPaymentCode;
  paymentStatus: OrderPaymentState;
  lineCount: number;
}

export interface OrderPage {
  items: OrderSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/**
 * `Orders/GetReorderItems`: the order's lines as requests to add, one per product (mf-cart's item
 * factory makes the cart items, as for any other page), and what was left out.
 */
export interface ReorderItems {
  requests: AddToCartRequest[];
  notices: string[];
}

export const ORDERS_ROUTES = {
  /** `?Page=&PageSize=&Status=&From=&To=` (dates `YYYY-MM-DD`, inclusive, UTC), newest first. */
  orders: 'Orders/GetOrders',
} as const;
