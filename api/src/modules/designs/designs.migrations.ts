import type { Migration } from 'kysely';
import { withForeignId, withId, withJson, type MigrationDb } from '../../db/migration-helpers.js';

export const designsMigrations: Record<string, Migration> = {
  '0700_create_design_uploads': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('design_uploads'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
        .addColumn('owner', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('stored_name', 'text', (col) => col.notNull().unique())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('width_px', 'integer', (col) => col.notNull())
        .addColumn('height_px', 'integer', (col) => col.notNull())
        .addColumn('is_vector', 'integer', (col) => col.notNull());
      await withJson(table, 'colors_json')
        .addColumn('size_bytes', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('design_uploads_owner_index')
        .on('design_uploads')
        .columns(['tenant_id', 'owner', 'kind'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('design_uploads').execute();
    },
  },
};
