import type { Migration } from 'kysely';
import {
  withForeignId,
  withId,
  withJson,
  withMoney,
  withTimestamps,
  type MigrationDb,
} from '../../db/migration-helpers.js';

/** The quotes module keeps to 0600-0699. */
export const quotesMigrations: Record<string, Migration> = {
  '0600_create_quotes': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('quote_counters')
        .addColumn('tenant_id', 'bigint', (col) =>
          col.primaryKey().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('last_number', 'integer', (col) => col.notNull())
        .execute();

      let table = withId(db, db.schema.createTable('quotes'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
        .addColumn('public_id', 'text', (col) => col.notNull().unique())
        .addColumn('user_id', 'bigint', (col) => col.notNull())
        .addColumn('number', 'integer', (col) => col.notNull())
        .addColumn('idempotency_key', 'text')
        .addColumn('terms', 'text', (col) => col.notNull())
        .addColumn('valid_until', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('quotes_tenant_number_unique', ['tenant_id', 'number'])
        .addUniqueConstraint('quotes_idempotency_unique', [
          'tenant_id',
          'user_id',
          'idempotency_key',
        ]);
      table = withJson(withJson(withJson(table, 'items_json'), 'prices_json'), 'buyer_json');
      await withTimestamps(withMoney(table, 'total_minor')).execute();
      await db.schema
        .createIndex('quotes_buyer_newest')
        .on('quotes')
        .columns(['tenant_id', 'user_id', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('quotes').execute();
      await db.schema.dropTable('quote_counters').execute();
    },
  },
  // A quote is locked once an order is completed from it; the order answers a second conversion.
  '0650_quote_converted_order': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('quotes').addColumn('converted_order_id', 'bigint').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('quotes').dropColumn('converted_order_id').execute();
    },
  },
  // Staff extend a quote's validity (issue 32) under a version: a stale save gets 409.
  '1432_quote_version': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('quotes')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('quotes').dropColumn('version').execute();
    },
  },
};
