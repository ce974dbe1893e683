import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export interface BuyerOrdersFilter {
  page: number;
  pageSize: number;
  status?: string;
  /** `YYYY-MM-DD`, inclusive, UTC days. */
  from?: string;
  to?: string;
}

/** The orders' status changes (`order_status_history`, migration 0550) and the buyer's list. */
export function createOrderHistoryRepository(db: Kysely<Database>) {
  function byBuyer(tenantId: number, userId: number, filter: BuyerOrdersFilter) {
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
    stepsOf: (orderId: number) =>
      db
        .selectFrom('order_status_history')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),

    /**
     * Moves the order to `to` only from one of `from` (atomic against a concurrent change) and
     * records the step; answers whether it moved.
     */
    async move(
      executor: Kysely<Database>,
      tenantId: number,
      orderId: number,
      from: string[],
      step: { to: string; trackingUrl: string | null; at: string },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('orders')
        .set({ status: step.to, updated_at: step.at })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', orderId)
        .where('status', 'in', from)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await executor
        .insertInto('order_status_history')
        .values({
          order_id: orderId,
          status: step.to,
          tracking_url: step.trackingUrl,
          created_at: step.at,
        })
        .execute();
      return true;
    },

    /** One page of the buyer's orders, newest first, with each order's line count. */
    async buyerPage(tenantId: number, userId: number, filter: BuyerOrdersFilter) {
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

    latest: (tenantId: number | null, limit: number) => {
      let query = db.selectFrom('orders').selectAll();
      if (tenantId !== null) query = query.where('tenant_id', '=', tenantId);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    tenantIdOf: (orderId: number) =>
      db.selectFrom('orders').select('tenant_id').where('id', '=', orderId).executeTakeFirst(),
  };
}
