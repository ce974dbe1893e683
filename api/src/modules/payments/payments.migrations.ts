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
  // Issue 31: the sandbox is a demo method (per tenant), its checkouts expire and are decided
  // only with the one-time token their page carries.
  '1350_payment_modes_and_sandbox_tokens': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('payment_modes')
        .addColumn('tenant_id', 'bigint', (col) => col.primaryKey())
        .addColumn('sandbox', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.alterTable('sandbox_payments').addColumn('expires_at', 'text').execute();
      await db.schema.alterTable('sandbox_payments').addColumn('token_hash', 'text').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('sandbox_payments').dropColumn('token_hash').execute();
      await db.schema.alterTable('sandbox_payments').dropColumn('expires_at').execute();
      await db.schema.dropTable('payment_modes').execute();
    },
  },
};
