import { sql, type Migration } from 'kysely';
import { dialectOf } from '../../db/database.js';
import { withId, withJson, withTimestamps, type MigrationDb } from '../../db/migration-helpers.js';
import { storeLookMigrations } from './store-look.migrations.js';

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
  '0120_tenant_revision': {
    // Counts the tenant's updates, whoever makes them (the service, the CLI, an operator's SQL):
    // each API process keeps the parsed tenant and asks only whether it changed
    // (tenants.service.ts).
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('tenants')
        .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      if (dialectOf(db) === 'sqlite') {
        // Recursive triggers are off in SQLite: this update does not fire the trigger again.
        await sql`create trigger tenants_revision after update on tenants
          when new.revision = old.revision begin
          update tenants set revision = old.revision + 1 where id = new.id;
        end`.execute(db);
      } else {
        await sql`create function tenants_next_revision() returns trigger language plpgsql as $$
          begin new.revision := old.revision + 1; return new; end $$`.execute(db);
        await sql`create trigger tenants_revision before update on tenants
          for each row execute function tenants_next_revision()`.execute(db);
      }
    },
    async down(db: MigrationDb) {
      if (dialectOf(db) === 'sqlite') await sql`drop trigger tenants_revision`.execute(db);
      else {
        await sql`drop trigger tenants_revision on tenants`.execute(db);
        await sql`drop function tenants_next_revision()`.execute(db);
      }
      await db.schema.alterTable('tenants').dropColumn('revision').execute();
    },
  },
  ...storeLookMigrations,
  '1450_tenant_secret_authors': {
    // Who set a credential from «Tienda» (the page shows it); the terminal's stay null.
    async up(db: MigrationDb) {
      await db.schema.alterTable('tenant_secrets').addColumn('updated_by', 'text').execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('tenant_secrets').dropColumn('updated_by').execute();
    },
  },
};
