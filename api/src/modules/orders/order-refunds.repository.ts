import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { OrderRefundsTable } from './orders.tables.js';

/** Money given back on orders (`order_refunds`, issue 31). */
export function createOrderRefundsRepository(db: Kysely<Database>) {
  return {
    /** The order's refunds, oldest first, as the caller's transaction (else `db`) sees them. */
    of: (tenantId: number, orderId: number, executor: Kysely<Database> = db) =>
      executor
        .selectFrom('order_refunds')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),

    async insert(executor: Kysely<Database>, row: Insertable<OrderRefundsTable>): Promise<void> {
      await executor.insertInto('order_refunds').values(row).execute();
    },
  };
}
