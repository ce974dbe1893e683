import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { statusesBefore, type OrderStatus } from './order-status.js';
import type { OrderRow } from './orders.repository.js';

export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
  trackingUrl: string | null;
}

export interface OrdersPageFilter {
  page: number;
  pageSize: number;
  status?: OrderStatus;
  /** `YYYY-MM-DD`, inclusive, UTC days. */
  from?: string;
  to?: string;
}

/** The order's status changes and the buyer's orders list (migration 0550). */
export function createOrderHistory(db: Kysely<Database>) {
  function byBuyer(tenantId: number, userId: number, filter: OrdersPageFilter) {
    let query = db
      .selectFrom('orders')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId);
    if (filter.status) query = query.where('status', '=', filter.status);
    // created_at is ISO-8601 UTC text: string order is time order on both databases.
    if (filter.from) query = query.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
    if (filter.to) query = query.where('created_at', '<=', `${filter.to}T23:59:59.999Z`);
    return query;
  }

  return {
    /** The history as the buyer reads it: received when created, then each stored change. */
    async of(order: Pick<OrderRow, 'id' | 'created_at'>): Promise<OrderHistoryEntry[]> {
      const rows = await db
        .selectFrom('order_status_history')
        .selectAll()
        .where('order_id', '=', Number(order.id))
        .orderBy('id')
        .execute();
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
    async move(
      executor: Kysely<Database>,
      tenantId: number,
      orderId: number,
      to: OrderStatus,
      trackingUrl: string | null = null,
    ): Promise<boolean> {
      const at = nowIso();
      const result = await executor
        .updateTable('orders')
        .set({ status: to, updated_at: at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', orderId)
        .where('status', 'in', statusesBefore(to))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await executor
        .insertInto('order_status_history')
        .values({ order_id: orderId, status: to, tracking_url: trackingUrl, created_at: at })
        .execute();
      return true;
    },

    /** One page of the buyer's orders, newest first, with each order's line count. */
    async page(tenantId: number, userId: number, filter: OrdersPageFilter) {
      const [rows, count] = await Promise.all([
        byBuyer(tenantId, userId, filter)
          .selectAll('orders')
          .select((eb) =>
            eb
              .selectFrom('order_lines')
              .select(eb.fn.countAll<number>().as('n'))
              .whereRef('order_lines.order_id', '=', 'orders.id')
              .as('line_count'),
          )
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset((filter.page - 1) * filter.pageSize)
          .limit(filter.pageSize)
          .execute(),
        byBuyer(tenantId, userId, filter)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, totalCount: Number(count.n) };
    },

    /** The latest orders (of one tenant, or all), for the operator's list. */
    latest: (tenantId: number | null, limit: number) => {
      let query = db.selectFrom('orders').selectAll();
      if (tenantId !== null) query = query.where('tenant_id', '=', tenantId);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    /** Order ids are unique across tenants: the operator names an order by its id alone. */
    tenantIdOf: async (orderId: number) => {
      const row = await db
        .selectFrom('orders')
        .select('tenant_id')
        .where('id', '=', orderId)
        .executeTakeFirst();
      return row ? Number(row.tenant_id) : null;
    },
  };
}

export type OrderHistory = ReturnType<typeof createOrderHistory>;
