import { sql, type Migration } from 'kysely';
import { dialectOf } from '../../db/database.js';
import type { MigrationDb } from '../../db/migration-helpers.js';

/** Every table whose rows a product list or detail shows (not favourites, not activity). */
const CATALOGUE_TABLES = [
  'catalog_categories',
  'catalog_techniques',
  'catalog_products',
  'catalog_variants',
  'catalog_price_tiers',
  'catalog_product_techniques',
  'catalog_product_colors',
];

const EVENTS = ['insert', 'update', 'delete'];

/**
 * One number that moves whenever the catalogue changes, whoever changes it (the importer, an
 * order taking stock, an operator's SQL), kept by triggers: each API process keeps product lists
 * by that number (catalog-list-cache.ts) and asks only for the number on each call.
 *
 * On PostgreSQL the triggers are deferred to the commit and bump once per transaction: an order
 * takes the number's row lock last, after its stock rows, so two orders never wait on each other
 * in a cycle, and a reader never sees the new number before the new rows.
 */
export const catalogRevisionMigrations: Record<string, Migration> = {
  '0379_catalog_revision': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('catalog_revision')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('revision', 'integer', (col) => col.notNull())
        .execute();
      await sql`insert into catalog_revision (id, revision) values (1, 0)`.execute(db);
      if (dialectOf(db) === 'sqlite') {
        for (const table of CATALOGUE_TABLES)
          for (const event of EVENTS)
            await sql
              .raw(
                `create trigger ${table}_revision_${event} after ${event} on ${table} begin
                  update catalog_revision set revision = revision + 1 where id = 1; end`,
              )
              .execute(db);
        return;
      }
      await sql`create function catalog_revision_bump() returns trigger language plpgsql as $$
        begin
          if current_setting('store.catalog_bumped', true) is distinct from 'yes' then
            perform set_config('store.catalog_bumped', 'yes', true);
            update catalog_revision set revision = revision + 1 where id = 1;
          end if;
          return null;
        end $$`.execute(db);
      for (const table of CATALOGUE_TABLES)
        await sql
          .raw(
            `create constraint trigger ${table}_revision after insert or update or delete
              on ${table} deferrable initially deferred
              for each row execute function catalog_revision_bump()`,
          )
          .execute(db);
    },
    async down(db: MigrationDb) {
      if (dialectOf(db) === 'sqlite') {
        for (const table of CATALOGUE_TABLES)
          for (const event of EVENTS)
            await sql.raw(`drop trigger ${table}_revision_${event}`).execute(db);
      } else {
        for (const table of CATALOGUE_TABLES)
          await sql.raw(`drop trigger ${table}_revision on ${table}`).execute(db);
        await sql`drop function catalog_revision_bump()`.execute(db);
      }
      await db.schema.dropTable('catalog_revision').execute();
    },
  },
};
