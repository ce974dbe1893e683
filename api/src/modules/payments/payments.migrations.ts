import type { Migration } from 'kysely';
import { withMoney, type MigrationDb } from '../../db/migration-helpers.js';

export const paymentsMigrations: Record<string, Migration> = {
  '0510_create_payments': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('payment_checkouts')
        .addColumn('tenant_id', 'bigint', (col) => col.notNull())
        .addColumn('order_id', 'bigint', (col) =>
          col.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('preference_id', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('payment_checkouts_pk', ['provider', 'preference_id'])
        .execute();
      await db.schema
        .createIndex('payment_checkouts_order')
        .on('payment_checkouts')
        .column('order_id')
        .execute();
      await db.schema
        .createTable('payment_events')
        .addColumn('provider', 'text', (col) => col.notNull())
        .addColumn('event_id', 'text', (col) => col.notNull())
        .addColumn('tenant_id', 'bigint', (col) => col.notNull())
        .addColumn('order_id', 'bigint', (col) => col.notNull())
        .addColumn('payment_id', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('outcome', 'text', (col) => col.notNull())
        .addColumn('received_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
        .execute();
      let sandbox = db.schema
        .createTable('sandbox_payments')
        .addColumn('preference_id', 'text', (col) => col.primaryKey())
        .addColumn('tenant_id', 'bigint', (col) => col.notNull())
        .addColumn('external_reference', 'text', (col) => col.notNull())
        .addColumn('title', 'text', (col) => col.notNull());
      sandbox = withMoney(sandbox, 'amount')
        .addColumn('decimals', 'integer', (col) => col.notNull())
        .addColumn('currency', 'text', (col) => col.notNull())
        .addColumn('back_url', 'text', (col) => col.notNull())
        .addColumn('notification_url', 'text', (col) => col.notNull())
        .addColumn('payment_id', 'text', (col) => col.unique())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull());
      await sandbox.execute();
    },
    async down(db: MigrationDb) {
      for (const table of ['sandbox_payments', 'payment_events', 'payment_checkouts'])
        await db.schema.dropTable(table).execute();
    },
  },
};
