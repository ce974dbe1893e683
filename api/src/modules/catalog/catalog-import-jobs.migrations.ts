import type { Migration } from 'kysely';
import { withForeignId, type MigrationDb } from '../../db/migration-helpers.js';

/**
 * The back office's imports (issue 32): each job's state in the database, so that whichever
 * instance a page's poll reaches answers it, not only the one that runs the import.
 */
export const catalogImportJobsMigrations: Record<string, Migration> = {
  '1460_catalog_import_jobs': {
    async up(db: MigrationDb) {
      let table = db.schema
        .createTable('catalog_import_jobs')
        .addColumn('id', 'text', (col) => col.primaryKey());
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      await table
        .addColumn('file_name', 'text', (col) => col.notNull())
        .addColumn('format', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('done', 'integer', (col) => col.notNull())
        .addColumn('total', 'integer', (col) => col.notNull())
        .addColumn('summary_json', 'text')
        .addColumn('issues_json', 'text', (col) => col.notNull())
        .addColumn('issue_count', 'integer', (col) => col.notNull())
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('catalog_import_jobs_tenant')
        .on('catalog_import_jobs')
        .columns(['tenant_id', 'status'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('catalog_import_jobs').execute();
    },
  },
};
