import { sql, type Migration } from 'kysely';
import {
  withBoolean,
  withForeignId,
  withId,
  withJson,
  withMoney,
  withTimestamps,
  type MigrationDb,
} from '../../db/migration-helpers.js';
import { catalogBuilderMigrations } from './catalog-builder.migrations.js';
import { catalogRevisionMigrations } from './catalog-revision.migrations.js';
import { catalogSearchMigrations } from './catalog-search.migrations.js';
import { catalogStaffMigrations } from './catalog-staff.migrations.js';
import { catalogVariantsMigrations } from './catalog-variants.migrations.js';
import { catalogPicturesMigrations } from './catalog-pictures.migrations.js';
import { catalogImportJobsMigrations } from './catalog-import-jobs.migrations.js';
import { catalogCategoryTreeMigrations } from './catalog-category-tree.migrations.js';

const TABLES = [
  'catalog_favorites',
  'catalog_product_techniques',
  'catalog_price_tiers',
  'catalog_variants',
  'catalog_products',
  'catalog_techniques',
  'catalog_categories',
];

async function createCategories(db: MigrationDb) {
  let table = withId(db, db.schema.createTable('catalog_categories'));
  table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('catalog_categories_tenant_slug', ['tenant_id', 'slug']);
  await withTimestamps(withBoolean(table, 'featured', false)).execute();
}

async function createTechniques(db: MigrationDb) {
  let table = withId(db, db.schema.createTable('catalog_techniques'));
  table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('min_units_for_printing', 'integer', (col) => col.notNull());
  for (const column of ['under_minimum_extra_cost_cents', 'setup_cost_cents', 'unit_cost_cents'])
    table = withMoney(table, column);
  table = table
    .addColumn('cost_per', 'text', (col) => col.notNull())
    .addColumn('max_colors', 'integer')
    .addUniqueConstraint('catalog_techniques_tenant_code', ['tenant_id', 'code'])
    .addCheckConstraint('catalog_techniques_cost_per', sql`cost_per in ('unit', 'color', 'area')`);
  await withTimestamps(table).execute();
}

async function createProducts(db: MigrationDb) {
  let table = withId(db, db.schema.createTable('catalog_products'));
  table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('product_type', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull());
  table = withForeignId(table, 'category_id', 'catalog_categories.id')
    .addColumn('brand', 'text')
    .addColumn('featured_img', 'text');
  table = withJson(withJson(table, 'images_json'), 'colors_json')
    .addColumn('video_url', 'text')
    .addColumn('complementary_information', 'text')
    .addColumn('weight_grams', 'integer', (col) => col.notNull())
    .addColumn('width_cm', 'real', (col) => col.notNull())
    .addColumn('height_cm', 'real', (col) => col.notNull())
    .addColumn('depth_cm', 'real', (col) => col.notNull());
  table = withMoney(table, 'price_from_cents').addColumn('total_stock', 'integer', (col) =>
    col.notNull(),
  );
  table = withBoolean(withBoolean(table, 'is_customizable', true), 'featured', false)
    .addColumn('popularity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addUniqueConstraint('catalog_products_tenant_external', ['tenant_id', 'external_id'])
    .addUniqueConstraint('catalog_products_tenant_slug', ['tenant_id', 'slug'])
    .addCheckConstraint('catalog_products_kind', sql`kind in ('simple', 'curva')`);
  await withTimestamps(table).execute();
}

async function createVariants(db: MigrationDb) {
  let table = withId(db, db.schema.createTable('catalog_variants'));
  table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
  table = withForeignId(table, 'product_id', 'catalog_products.id', { onDelete: 'cascade' })
    .addColumn('sku', 'text', (col) => col.notNull())
    .addColumn('color_name', 'text')
    .addColumn('color_hex', 'text')
    .addColumn('size', 'text')
    .addColumn('stock', 'integer', (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addUniqueConstraint('catalog_variants_tenant_sku', ['tenant_id', 'sku']);
  await table.execute();
}

async function createProductParts(db: MigrationDb) {
  let tiers = db.schema.createTable('catalog_price_tiers');
  tiers = withForeignId(tiers, 'product_id', 'catalog_products.id', { onDelete: 'cascade' });
  tiers = withMoney(
    tiers.addColumn('min_quantity', 'integer', (col) => col.notNull()),
    'unit_price_cents',
  ).addPrimaryKeyConstraint('catalog_price_tiers_pk', ['product_id', 'min_quantity']);
  await tiers.execute();

  let links = db.schema.createTable('catalog_product_techniques');
  links = withForeignId(links, 'product_id', 'catalog_products.id', { onDelete: 'cascade' });
  links = withForeignId(links, 'technique_id', 'catalog_techniques.id', { onDelete: 'cascade' });
  await withJson(links, 'print_areas_json')
    .addPrimaryKeyConstraint('catalog_product_techniques_pk', ['product_id', 'technique_id'])
    .execute();

  let favorites = db.schema.createTable('catalog_favorites');
  favorites = withForeignId(favorites, 'tenant_id', 'tenants.id', {
    onDelete: 'cascade',
  }).addColumn('user_id', 'bigint', (col) => col.notNull());
  favorites = withForeignId(favorites, 'product_id', 'catalog_products.id', { onDelete: 'cascade' })
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalog_favorites_pk', ['tenant_id', 'user_id', 'product_id']);
  await favorites.execute();
}

/** Indexes for lists of 20,000 products: every filter and sort starts with the tenant. */
const INDEXES: [string, string, string[]][] = [
  [
    'catalog_products_category_price',
    'catalog_products',
    ['tenant_id', 'category_id', 'price_from_cents'],
  ],
  ['catalog_products_price', 'catalog_products', ['tenant_id', 'price_from_cents']],
  ['catalog_products_created', 'catalog_products', ['tenant_id', 'created_at']],
  ['catalog_products_name', 'catalog_products', ['tenant_id', 'name']],
  ['catalog_products_popularity', 'catalog_products', ['tenant_id', 'popularity']],
  ['catalog_products_brand', 'catalog_products', ['tenant_id', 'brand']],
  ['catalog_variants_product', 'catalog_variants', ['product_id', 'position']],
  ['catalog_variants_color', 'catalog_variants', ['tenant_id', 'color_name', 'product_id']],
  [
    'catalog_product_techniques_technique',
    'catalog_product_techniques',
    ['technique_id', 'product_id'],
  ],
  ['catalog_favorites_product', 'catalog_favorites', ['product_id']],
];

export const catalogMigrations: Record<string, Migration> = {
  ...catalogBuilderMigrations,
  ...catalogSearchMigrations,
  ...catalogRevisionMigrations,
  ...catalogStaffMigrations,
  ...catalogVariantsMigrations,
  ...catalogPicturesMigrations,
  ...catalogImportJobsMigrations,
  ...catalogCategoryTreeMigrations,
  '0300_create_catalog': {
    async up(db: MigrationDb) {
      await createCategories(db);
      await createTechniques(db);
      await createProducts(db);
      await createVariants(db);
      await createProductParts(db);
      for (const [name, table, columns] of INDEXES)
        await db.schema.createIndex(name).on(table).columns(columns).execute();
    },
    async down(db: MigrationDb) {
      for (const table of TABLES) await db.schema.dropTable(table).execute();
    },
  },
  '0330_product_production_days': {
    // The estimated in-hands date of a shipping quote is production days plus the carrier's time.
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('catalog_products')
        .addColumn('production_days', 'integer', (col) => col.notNull().defaultTo(7))
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.alterTable('catalog_products').dropColumn('production_days').execute();
    },
  },
  '0301_catalog_list_order': {
    // Lists of 20,000 products read their page in index order instead of sorting every row.
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('catalog_products')
        .addColumn('sort_name', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      const rows = await db.selectFrom('catalog_products').select(['id', 'name']).execute();
      for (const row of rows as { id: number; name: string }[])
        await db
          .updateTable('catalog_products')
          .set({ sort_name: sortKey(row.name) })
          .where('id', '=', row.id)
          .execute();
      await db.schema.dropIndex('catalog_products_name').execute();
      await db.schema
        .createIndex('catalog_products_sort_name')
        .on('catalog_products')
        .columns(['tenant_id', 'sort_name'])
        .execute();
      // Searches read the short search text from an index rather than whole rows.
      await db.schema
        .createIndex('catalog_products_search')
        .on('catalog_products')
        .columns(['tenant_id', 'search_text'])
        .execute();
      // Counts of "in stock" lists read the index, not the rows.
      await db.schema
        .createIndex('catalog_products_stock')
        .on('catalog_products')
        .columns(['tenant_id', 'total_stock'])
        .execute();
      await db.schema
        .createIndex('catalog_products_relevance')
        .on('catalog_products')
        .columns(['tenant_id', 'featured', 'popularity'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropIndex('catalog_products_relevance').execute();
      await db.schema.dropIndex('catalog_products_stock').execute();
      await db.schema.dropIndex('catalog_products_search').execute();
      await db.schema.dropIndex('catalog_products_sort_name').execute();
      await db.schema
        .createIndex('catalog_products_name')
        .on('catalog_products')
        .columns(['tenant_id', 'name'])
        .execute();
      await db.schema.alterTable('catalog_products').dropColumn('sort_name').execute();
    },
  },
  '0320_catalog_product_events': {
    // Trending comes from what buyers do (views, cart additions), counted per tenant and period.
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('catalog_product_events'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' });
      table = withForeignId(table, 'product_id', 'catalog_products.id', { onDelete: 'cascade' })
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addCheckConstraint('catalog_product_events_kind', sql`kind in ('view', 'cart')`);
      await table.execute();
      await db.schema
        .createIndex('catalog_product_events_recent')
        .on('catalog_product_events')
        .columns(['tenant_id', 'created_at'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('catalog_product_events').execute();
    },
  },
};

/** The name as lists sort it: lower case, without accents (frozen here with the migration). */
function sortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
