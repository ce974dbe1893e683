import type { Migration } from 'kysely';
import { withForeignId, withId, type MigrationDb } from '../../db/migration-helpers.js';

/** Orders history (numbers 0550-0599): the order's status and every change of it. */
export const orderHistoryMigrations: Record<string, Migration> = {
  '0550_order_status_history': {
    async up(db: MigrationDb) {
      // Existing orders start as received; the history's first step is the order's creation.
      await db.schema
        .alterTable('orders')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('received'))
        .execute();
      let history = withId(db, db.schema.createTable('order_status_history'));
      history = withForeignId(history, 'order_id', 'orders.id', { onDelete: 'cascade' })
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('tracking_url', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull());
      await history.execute();
      await db.schema
        .createIndex('order_status_history_order')
        .on('order_status_history')
        .columns(['order_id', 'id'])
        .execute();
      await db.schema
        .createIndex('orders_user_status')
        .on('orders')
        .columns(['tenant_id', 'user_id', 'status'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('order_status_history').execute();
      await db.schema.dropIndex('orders_user_status').execute();
      await db.schema.alterTable('orders').dropColumn('status').execute();
    },
  },
};
