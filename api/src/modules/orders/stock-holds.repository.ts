import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The stock holds' columns of `orders` (migration 1360), read and written in transactions. */
export function createStockHoldsRepository(db: Kysely<Database>) {
  return {
    /** The buyer's open unpaid orders: still `received`, not approved, units not given back. */
    async openUnpaidCount(tenantId: number, userId: number): Promise<number> {
      const { n } = await db
        .selectFrom('orders')
        .where('tenant_id', '=', tenantId)
        .where('status', '=', 'received')
        .where('payment_status', '!=', 'approved')
        .where('stock_released_at', 'is', null)
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /**
     * Marks the order's units given back at `now`, only if they were not yet and `condition`
     * holds for the row now (its hold ran out, or it was cancelled). Answers whether it did.
     */
    async markReleased(
      tenantId: number,
      orderId: number,
      condition: 'expired' | 'cancelled',
      now: string,
    ): Promise<boolean> {
      let update = db
        .updateTable('orders')
        .set({ stock_released_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', orderId)
        .where('stock_released_at', 'is', null);
      update =
        condition === 'expired'
          ? update
              .where('status', '=', 'received')
              .where('payment_status', '!=', 'approved')
              .where('stock_held_until', '<=', now)
          : update.where('status', '=', 'cancelled');
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether the order ever went to production (or further): its units were used then. */
    async wentToProduction(orderId: number): Promise<boolean> {
      const row = await db
        .selectFrom('order_status_history')
        .select('status')
        .where('order_id', '=', orderId)
        .where('status', 'in', ['in_production', 'shipped', 'delivered'])
        .executeTakeFirst();
      return row !== undefined;
    },

    unitsOf: (orderId: number) =>
      db
        .selectFrom('order_lines')
        .select(['variant_id', 'quantity'])
        .where('order_id', '=', orderId)
        .execute(),

    /** Orders whose hold ran out (up to `limit` a round), for the job. */
    expired: (now: string, limit: number) =>
      db
        .selectFrom('orders')
        .select(['id', 'tenant_id'])
        .where('status', '=', 'received')
        .where('payment_status', '!=', 'approved')
        .where('stock_released_at', 'is', null)
        .where('stock_held_until', '<=', now)
        .orderBy('stock_held_until')
        .limit(limit)
        .execute(),
  };
}
