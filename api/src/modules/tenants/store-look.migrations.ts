import type { Migration } from 'kysely';
import type { MigrationDb } from '../../db/migration-helpers.js';

/**
 * The back office's «Tienda» (issue 32): one row per store holding the look its owner is
 * preparing (null once published) and the version every save and publish moves.
 */
export const storeLookMigrations: Record<string, Migration> = {
  '1433_store_look_drafts': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('store_look_drafts')
        .addColumn('tenant_id', 'bigint', (col) =>
          col.primaryKey().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('look_json', 'text')
        .addColumn('preview_token', 'text')
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('updated_by', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addColumn('published_at', 'text')
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('store_look_drafts').execute();
    },
  },
};
