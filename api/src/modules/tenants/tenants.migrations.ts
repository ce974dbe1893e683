import { sql, type Migration } from 'kysely';
import { withId, withJson, withTimestamps, type MigrationDb } from '../../db/migration-helpers.js';

export const tenantsMigrations: Record<string, Migration> = {
  '0100_create_tenants': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('tenants'));
      table = table
        .addColumn('name', 'text', (col) => col.notNull().unique())
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('environment', 'text', (col) => col.notNull())
        .addColumn('template_id', 'integer', (col) => col.notNull());
      table = withTimestamps(withJson(table, 'settings_json'))
        .addCheckConstraint('tenants_environment_check', sql`environment in ('ARG', 'CL')`)
        .addCheckConstraint('tenants_template_check', sql`template_id between 1 and 10`);
      await table.execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('tenants').execute();
    },
  },
  '0110_tenant_secrets': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('tenant_secrets')
        .addColumn('tenant_id', 'integer', (col) =>
          col.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('ciphertext', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('tenant_secrets_pk', ['tenant_id', 'name'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('tenant_secrets').execute();
    },
  },
};
