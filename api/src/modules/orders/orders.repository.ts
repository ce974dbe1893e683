import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { forgottenAddressee, forgottenInvoice } from './forget-buyer.js';
import { orderSearchText } from './order-search-text.js';
import type { OrderLinesTable, OrdersTable } from './orders.tables.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type NewOrderLineRow = Omit<Insertable<OrderLinesTable>, 'order_id'>;

export function createOrdersRepository(db: Kysely<Database>) {
  return {
    /** The order lines' designs of a tenant after line `afterId`, by id. */
    designHoldersAfter: (tenantId: number, afterId: number, limit: number) =>
      db
        .selectFrom('order_lines as l')
        .innerJoin('orders as o', 'o.id', 'l.order_id')
        .select(['l.id as id', 'l.customization_json as json'])
        .where('o.tenant_id', '=', tenantId)
        .where('l.id', '>', afterId)
        .orderBy('l.id')
        .limit(limit)
        .execute(),

    /** Inserts the order and its lines with the caller's transaction; answers the order id. */
    async insert(trx: Kysely<Database>, order: NewOrderRow, lines: NewOrderLineRow[]) {
      const { id } = await trx
        .insertInto('orders')
        .values(order)
        .returning('id')
        .executeTakeFirstOrThrow();
      const number = `0001-${String(id).padStart(8, '0')}`;
      await trx
        .updateTable('orders')
        .set({ number, search_text: orderSearchText({ ...order, number }, lines) })
        .where('id', '=', id)
        .execute();
      if (lines.length)
        await trx
          .insertInto('order_lines')
          .values(lines.map((line) => ({ ...line, order_id: id })))
          .execute();
      return Number(id);
    },

    /** The order of a buyer; another buyer's or tenant's order is absent. */
    findOwn: (tenantId: number, userId: number, id: number) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst(),

    findById: (tenantId: number, id: number) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** The buyer's latest order's number and invoice data (staff's quote conversion). */
    lastInvoiceOf: (tenantId: number, userId: number) =>
      db
        .selectFrom('orders')
        .select(['number', 'invoice_json'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    findByFingerprint: (tenantId: number, fingerprint: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('cart_fingerprint', '=', fingerprint)
        .executeTakeFirst(),

    /** Blanks the buyer's personal fields on their orders; the orders themselves stay. */
    forgetUser: (tenantId: number, userId: number) =>
      db.transaction().execute(async (trx) => {
        const orders = await trx
          .selectFrom('orders')
          .select(['id', 'number', 'addressee_json', 'invoice_json'])
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .execute();
        for (const order of orders) {
          const forgotten = {
            number: order.number,
            addressee_json: forgottenAddressee(order.addressee_json),
            invoice_json: forgottenInvoice(order.invoice_json),
          };
          const lines = await trx
            .selectFrom('order_lines')
            .select(['product_name', 'sku'])
            .where('order_id', '=', order.id)
            .execute();
          await trx
            .updateTable('orders')
            .set({
              addressee_json: forgotten.addressee_json,
              invoice_json: forgotten.invoice_json,
              // The search no longer finds the order by the buyer's name, e-mail or CUIT.
              search_text: orderSearchText(forgotten, lines),
            })
            .where('id', '=', order.id)
            .execute();
        }
        // A replayed CompleteOrder answer holds the order as it was sent, addressee included.
        await trx
          .deleteFrom('idempotency_keys')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .execute();
      }),

    linesOf: (orderId: number) =>
      db
        .selectFrom('order_lines')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute(),

    /**
     * A line's new design, written only while its order is in one of `openStatuses`: an approval
     * that lands first wins and this writes nothing. Answers whether it wrote.
     */
    async setLineDesign(
      orderId: number,
      lineId: number,
      openStatuses: string[],
      design: { customization_json: string; mockup: string | null; images_json: string },
    ): Promise<boolean> {
      const result = await db
        .updateTable('order_lines')
        .set(design)
        .where('id', '=', lineId)
        .where('order_id', 'in', (qb) =>
          qb
            .selectFrom('orders')
            .select('id')
            .where('id', '=', orderId)
            .where('status', 'in', openStatuses),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Card orders waiting for their payment since before `cutoff` (reconciliation). */
    pendingCardOrders: (cutoff: string) =>
      db
        .selectFrom('orders')
        .selectAll()
        .where('payment_method', '=', 'MP')
        .where('payment_status', '=', 'pending')
        .where('updated_at', '<', cutoff)
        .orderBy('id')
        .limit(100)
        .execute(),

    /** The order's status as the caller's transaction sees it (undefined: no such order). */
    statusOf: (executor: Kysely<Database>, tenantId: number, id: number) =>
      executor
        .selectFrom('orders')
        .select('status')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst()
        .then((row) => row?.status),

    /**
     * Raises the order's `staff_version` if it is still `version` (null: whatever it is) and
     * answers whether it did. The first write of its transaction: the row stays locked (the write
     * lock on SQLite) until the transaction ends, so two claims of one version take turns and
     * the second finds the version moved.
     */
    async claimForStaff(
      executor: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number | null,
    ): Promise<boolean> {
      let update = executor
        .updateTable('orders')
        .set((eb) => ({ staff_version: eb('staff_version', '+', 1) }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id);
      if (version !== null) update = update.where('staff_version', '=', version);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Who placed an order: its tenant and buyer. */
    ownerOf: (id: number) =>
      db
        .selectFrom('orders')
        .select(['tenant_id', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Forward-only payment changes: the update happens only from one of the expected states. */
    async setPayment(
      executor: Kysely<Database>,
      tenantId: number,
      id: number,
      from: string[],
      changes: {
        payment_method?: string;
        payment_status: string;
        cheque_json?: string | null;
        stock_held_until?: string;
        updated_at: string;
      },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('orders')
        .set(changes)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('payment_status', 'in', from)
        // A cancelled order takes no payment (issue 31): a late approval is the payments
        // module's to record for a refund.
        .where('status', '!=', 'cancelled')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
