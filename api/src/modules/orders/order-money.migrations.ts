import type { Migration } from 'kysely';
import { withForeignId, withId, type MigrationDb } from '../../db/migration-helpers.js';

/**
 * The order's invoice figures and credit terms (numbers 1300-1349, issue 30).
 *
 * 1300: `shipping_net` (the shipping without IVA) and `taxes_json` (the IVA per rate,
 * `[{ rate, net, iva }]`) beside the products' net (`sub_total`), the IVA (`taxes`) and the total;
 * `credit_terms` (0/1), the buyer's terms copied when the order was made. Orders made before keep
 * what they charged: their shipping's net is taken out of the shipping at the country's rate and
 * their IVA (`taxes`, now the whole order's) is what is left of the total, so net + IVA = total as
 * before.
 *
 * 1301: `buyer_credit_terms`, the buyers the reseller's staff give credit terms (an order of theirs
 * may go to production before it is paid).
 *
 * 1302: `order_refunds`, money given back on an order (issue 31): a paid order is cancelled only
 * once refunds as large as what was paid are recorded (`amount` in minor units).
 *
 * 1431 (issue 32): `buyer_credit_terms.days`, the days a buyer with terms has to pay.
 */
const RATES: Record<string, number> = { ARS: 0.21, CLP: 0.19 };

export const orderMoneyMigrations: Record<string, Migration> = {
  '1300_order_invoice_figures': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('orders').addColumn('shipping_net', 'bigint').execute();
      await db.schema.alterTable('orders').addColumn('taxes_json', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('credit_terms', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      const rows = (await db
        .selectFrom('orders')
        .select(['id', 'currency', 'sub_total', 'shipping_cost', 'total'])
        .execute()) as {
        id: number;
        currency: string;
        sub_total: number;
        shipping_cost: number;
        total: number;
      }[];
      for (const row of rows) {
        const rate = RATES[row.currency] ?? 0.21;
        const scale = 1_000_000n;
        const factor = scale + BigInt(Math.round(rate * 1_000_000));
        // Half up, as pricing/document-taxes.ts netOfGross (migrations never import today's code).
        const shippingNet = Number(
          (2n * BigInt(row.shipping_cost) * scale + factor) / (2n * factor),
        );
        const net = Number(row.sub_total) + shippingNet;
        const iva = Number(row.total) - net;
        await db
          .updateTable('orders')
          .set({
            shipping_net: shippingNet,
            taxes: iva,
            taxes_json: JSON.stringify([{ rate, net, iva }]),
          })
          .where('id', '=', row.id)
          .execute();
      }
    },
    async down(db: MigrationDb) {
      for (const column of ['shipping_net', 'taxes_json', 'credit_terms'])
        await db.schema.alterTable('orders').dropColumn(column).execute();
    },
  },
  '1301_buyer_credit_terms': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('buyer_credit_terms'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      table = withForeignId(table, 'user_id', 'auth_users.id', { onDelete: 'cascade' }).addColumn(
        'granted_at',
        'text',
        (col) => col.notNull(),
      );
      await table.execute();
      await db.schema
        .createIndex('buyer_credit_terms_user')
        .on('buyer_credit_terms')
        .columns(['tenant_id', 'user_id'])
        .unique()
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('buyer_credit_terms').execute();
    },
  },
  '1302_order_refunds': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('order_refunds'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      table = withForeignId(table, 'order_id', 'orders.id', { onDelete: 'cascade' })
        .addColumn('amount', 'bigint', (col) => col.notNull())
        .addColumn('method', 'text', (col) => col.notNull())
        .addColumn('refunded_on', 'text', (col) => col.notNull())
        .addColumn('reference', 'text', (col) => col.notNull())
        .addColumn('recorded_by', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull());
      await table.execute();
      await db.schema
        .createIndex('order_refunds_order')
        .on('order_refunds')
        .columns(['tenant_id', 'order_id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('order_refunds').execute();
    },
  },
  // Credit terms carry their days (issue 32): 30 for the buyers given terms before.
  '1431_buyer_credit_days': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('buyer_credit_terms')
        .addColumn('days', 'integer', (col) => col.notNull().defaultTo(30))
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('buyer_credit_terms').dropColumn('days').execute();
    },
  },
};
