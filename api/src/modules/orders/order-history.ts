import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import {
  createOrderHistoryRepository,
  type BuyerOrdersFilter,
} from './order-history.repository.js';
import { statusesBefore, type OrderStatus } from './order-status.js';
import type { OrderRow } from './orders.repository.js';

export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
  trackingUrl: string | null;
}

export interface OrdersPageFilter extends BuyerOrdersFilter {
  status?: OrderStatus;
}

/** The order's status changes and the buyer's orders list (migration 0550). */
export function createOrderHistory(db: Kysely<Database>) {
  const repository = createOrderHistoryRepository(db);

  return {
    /** The history as the buyer reads it: received when created, then each stored change. */
    async of(order: Pick<OrderRow, 'id' | 'created_at'>): Promise<OrderHistoryEntry[]> {
      const rows = await repository.stepsOf(Number(order.id));
      return [
        { status: 'received', at: order.created_at, trackingUrl: null },
        ...rows.map((row) => ({
          status: row.status as OrderStatus,
          at: row.created_at,
          trackingUrl: row.tracking_url,
        })),
      ];
    },

    /**
     * Moves the order to `to` only from a state before it (forward only, atomic against a
     * concurrent change) and records the step; answers whether it moved.
     */
    move: (
      executor: Kysely<Database>,
      tenantId: number,
      orderId: number,
      to: OrderStatus,
      trackingUrl: string | null = null,
    ): Promise<boolean> =>
      repository.move(executor, tenantId, orderId, statusesBefore(to), {
        to,
        trackingUrl,
        at: nowIso(),
      }),

    /** One page of the buyer's orders, newest first, with each order's line count. */
    page: (tenantId: number, userId: number, filter: OrdersPageFilter) =>
      repository.buyerPage(tenantId, userId, filter),

    /** The latest orders (of one tenant, or all), for the operator's list. */
    latest: repository.latest,

    /** Order ids are unique across tenants: the operator names an order by its id alone. */
    tenantIdOf: async (orderId: number) => {
      const row = await repository.tenantIdOf(orderId);
      return row ? Number(row.tenant_id) : null;
    },
  };
}

export type OrderHistory = ReturnType<typeof createOrderHistory>;
