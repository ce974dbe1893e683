import { sql, type Migration } from 'kysely';
import { withForeignId, withId, type MigrationDb } from '../../db/migration-helpers.js';

/**
 * What the back office's catalogue needs (issue 32): a product's visibility and a version that
 * every write moves (a staff save names the version it read: a stale one is refused, 409), and
 * the history of stock adjustments with their reason.
 */
export const catalogStaffMigrations: Record<string, Migration> = {
  '1400_catalog_staff_editing': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('catalog_products')
        .addColumn('visible', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('catalog_products')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
      // Lists leave hidden products out by this small index, so their pages still find their ids
      // from the order's index alone instead of reading every row for its flag.
      await sql`create index catalog_products_hidden on catalog_products (tenant_id, id)
        where visible = 0`.execute(db);

      let table = withId(db, db.schema.createTable('catalog_stock_adjustments'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      table = withForeignId(table, 'variant_id', 'catalog_variants.id', { onDelete: 'cascade' });
      await table
        .addColumn('change', 'integer', (col) => col.notNull())
        .addColumn('stock_after', 'integer', (col) => col.notNull())
        .addColumn('reason', 'text', (col) => col.notNull())
        .addColumn('note', 'text')
        // The staff member (staff module): its id and the e-mail it had, as the audit keeps them.
        .addColumn('staff_id', 'bigint')
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('catalog_stock_adjustments_variant')
        .on('catalog_stock_adjustments')
        .columns(['variant_id', 'id'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('catalog_stock_adjustments').execute();
      await db.schema.dropIndex('catalog_products_hidden').execute();
      await db.schema.alterTable('catalog_products').dropColumn('version').execute();
      await db.schema.alterTable('catalog_products').dropColumn('visible').execute();
    },
  },
};
