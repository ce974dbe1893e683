import type { Migration } from 'kysely';
import {
  withForeignId,
  withId,
  withJson,
  withTimestamps,
  type MigrationDb,
} from '../../db/migration-helpers.js';

export const cartMigrations: Record<string, Migration> = {
  '0400_create_shopping_carts': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('shopping_carts'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
        .addColumn('user_id', 'bigint', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addUniqueConstraint('shopping_carts_tenant_user_unique', ['tenant_id', 'user_id']);
      await withTimestamps(withJson(table, 'items_json')).execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('shopping_carts').execute();
    },
  },
  '0401_create_cart_files': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('cart_files'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
        .addColumn('owner', 'text', (col) => col.notNull())
        .addColumn('shopping_cart_uuid', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('stored_name', 'text', (col) => col.notNull().unique())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('size_bytes', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull());
      await table.execute();
      await db.schema
        .createIndex('cart_files_owner_index')
        .on('cart_files')
        .columns(['tenant_id', 'owner'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('cart_files').execute();
    },
  },
  // The upload quota per address, and the retention sweep by age (cart-files-quota.ts,
  // cart-files-retention.ts).
  '0410_add_cart_file_address': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('cart_files')
        .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('cart_files_address_index')
        .on('cart_files')
        .columns(['address', 'created_at'])
        .execute();
      await db.schema
        .createIndex('cart_files_created_index')
        .on('cart_files')
        .column('created_at')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('cart_files_created_index').execute();
      await db.schema.dropIndex('cart_files_address_index').execute();
      await db.schema.alterTable('cart_files').dropColumn('address').execute();
    },
  },
};
