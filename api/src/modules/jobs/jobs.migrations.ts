import type { Migration } from 'kysely';
import type { MigrationDb } from '../../db/migration-helpers.js';

/** Numbered 0950, after every other module's hundred: it depends on none of their tables. */
export const jobsMigrations: Record<string, Migration> = {
  '0950_create_job_leases': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (col) => col.primaryKey())
        .addColumn('holder', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('job_leases').execute();
    },
  },
};
