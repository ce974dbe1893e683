import { sql, type Migration } from 'kysely';
import { dialectOf } from '../../db/database.js';
import { createSearchIndex, withForeignId, type MigrationDb } from '../../db/migration-helpers.js';
import { indexTerms } from './catalog-search-terms.js';
import { refreshStaffSearch } from './catalog-staff-search.repository.js';

/**
 * SQLite: an FTS5 index over the products' terms, kept in step by triggers on every write,
 * with an index of every term's first `prefixes` letters (FTS5's `prefix` option).
 */
async function createSqliteIndex(db: MigrationDb, prefixes: string) {
  // The terms are already split, folded and stemmed (catalog-search-terms.ts): unicode61 only
  // splits them on spaces. Prefix indexes make a search as the buyer types quick.
  await sql`create virtual table catalog_products_fts using fts5(
    search_name, search_body, content = 'catalog_products', content_rowid = 'id',
    tokenize = 'unicode61', prefix = ${sql.lit(prefixes)})`.execute(db);
  await sql`create trigger catalog_products_fts_insert after insert on catalog_products begin
    insert into catalog_products_fts (rowid, search_name, search_body)
    values (new.id, new.search_name, new.search_body); end`.execute(db);
  await sql`create trigger catalog_products_fts_delete after delete on catalog_products begin
    insert into catalog_products_fts (catalog_products_fts, rowid, search_name, search_body)
    values ('delete', old.id, old.search_name, old.search_body); end`.execute(db);
  await sql`create trigger catalog_products_fts_update
    after update of search_name, search_body on catalog_products begin
    insert into catalog_products_fts (catalog_products_fts, rowid, search_name, search_body)
    values ('delete', old.id, old.search_name, old.search_body);
    insert into catalog_products_fts (rowid, search_name, search_body)
    values (new.id, new.search_name, new.search_body); end`.execute(db);
  await sql`insert into catalog_products_fts (catalog_products_fts) values ('rebuild')`.execute(db);
}

/**
 * PostgreSQL: a generated tsvector of exactly the same tokens (array_to_tsvector applies no
 * parser or dictionary, so both databases match alike), with a GIN index.
 */
async function createPostgresIndex(db: MigrationDb) {
  await sql`alter table catalog_products add column search_vector tsvector
    generated always as (array_to_tsvector(array_remove(string_to_array(
      search_name || ' ' || search_body, ' '), ''))) stored`.execute(db);
  await sql`create index catalog_products_search_vector on catalog_products
    using gin (search_vector)`.execute(db);
}

async function dropSqliteIndex(db: MigrationDb) {
  for (const trigger of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger catalog_products_fts_${trigger}`).execute(db);
  await sql`drop table catalog_products_fts`.execute(db);
}

async function fillTerms(db: MigrationDb) {
  const rows = await db
    .selectFrom('catalog_products as p')
    .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.name', 'p.brand', 'p.external_id', 'p.description', 'c.title'])
    .execute();
  for (const row of rows as Record<string, string | null>[])
    await db
      .updateTable('catalog_products')
      .set({
        search_name: indexTerms(row.name ?? ''),
        search_body: indexTerms(
          row.brand ?? '',
          row.title ?? '',
          row.external_id ?? '',
          row.description ?? '',
        ),
      })
      .where('id', '=', row.id)
      .execute();
}

export const catalogSearchMigrations: Record<string, Migration> = {
  '0377_catalog_full_text_search': {
    // Word search at 20,000 products reads a full-text index, not every row with LIKE.
    async up(db: MigrationDb) {
      for (const column of ['search_name', 'search_body'])
        await db.schema
          .alterTable('catalog_products')
          .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
          .execute();
      await fillTerms(db);
      await db.schema.dropIndex('catalog_products_search').execute();
      if (dialectOf(db) === 'sqlite') await createSqliteIndex(db, '2 3 4');
      else await createPostgresIndex(db);
    },
    async down(db: MigrationDb) {
      if (dialectOf(db) === 'sqlite') await dropSqliteIndex(db);
      else {
        await db.schema.dropIndex('catalog_products_search_vector').execute();
        await db.schema.alterTable('catalog_products').dropColumn('search_vector').execute();
      }
      await db.schema
        .createIndex('catalog_products_search')
        .on('catalog_products')
        .columns(['tenant_id', 'search_text'])
        .execute();
      for (const column of ['search_body', 'search_name'])
        await db.schema.alterTable('catalog_products').dropColumn(column).execute();
    },
  },
  '0378_catalog_product_colors': {
    // The colour filter reads one index entry per product and colour, not every variant.
    async up(db: MigrationDb) {
      let table = db.schema.createTable('catalog_product_colors');
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' }).addColumn(
        'color_name',
        'text',
        (col) => col.notNull(),
      );
      await withForeignId(table, 'product_id', 'catalog_products.id', { onDelete: 'cascade' })
        .addPrimaryKeyConstraint('catalog_product_colors_pk', [
          'tenant_id',
          'color_name',
          'product_id',
        ])
        .execute();
      await db.schema
        .createIndex('catalog_product_colors_product')
        .on('catalog_product_colors')
        .column('product_id')
        .execute();
      await sql`insert into catalog_product_colors (tenant_id, color_name, product_id)
        select distinct tenant_id, color_name, product_id from catalog_variants
        where color_name is not null`.execute(db);
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('catalog_product_colors').execute();
    },
  },
  '0380_catalog_search_longer_prefixes': {
    /*
     * Most searched words and their stems are 5 to 8 letters long ("model", "mochil"): with
     * prefix indexes up to 8 letters, FTS5 reads one list for such a word instead of merging the
     * lists of every term it starts (a word in all 20,000 products AND a rare one: 1.5 ms to
     * 0.1 ms), for an index half again as large. PostgreSQL's GIN index needs no such option.
     */
    async up(db: MigrationDb) {
      if (dialectOf(db) !== 'sqlite') return;
      await dropSqliteIndex(db);
      await createSqliteIndex(db, '2 3 4 5 6 7 8');
    },
    async down(db: MigrationDb) {
      if (dialectOf(db) !== 'sqlite') return;
      await dropSqliteIndex(db);
      await createSqliteIndex(db, '2 3 4');
    },
  },
  '1473_catalog_staff_search': {
    // The back office's product search reads one text a product
    // (catalog-staff-search.repository.ts) instead of scanning every variant's SKU, through an
    // index (createSearchIndex).
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('catalog_products')
        .addColumn('staff_search', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      const products = await db.selectFrom('catalog_products').select('id').execute();
      await refreshStaffSearch(
        db,
        products.map((p) => Number(p.id)),
      );
      await createSearchIndex(db, {
        index: 'catalog_products_staff_search',
        table: 'catalog_products',
        column: 'staff_search',
        covering: ['sort_name'],
      });
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('catalog_products_staff_search').execute();
      await db.schema.alterTable('catalog_products').dropColumn('staff_search').execute();
    },
  },
};
