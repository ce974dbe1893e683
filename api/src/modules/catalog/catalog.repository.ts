import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { everyRequestRead, nowIso } from '../../db/database.js';
import { lowStock } from './stock.repository.js';
import { createCatalogListRepository, SUMMARY_COLUMNS } from './catalog-list.repository.js';

export type { ListFilter } from './catalog-list.repository.js';

/** A category's own columns, as `GetCategories` reads and groups them. */
const CATEGORY_COLUMNS = [
  'c.id',
  'c.slug',
  'c.title',
  'c.featured',
  'c.position',
  'c.parent_id',
  'c.picture',
] as const;

/** All the SQL of the catalogue's reads (the importer writes, see import/catalog-import.repository.ts). */
export function createCatalogRepository(db: Kysely<Database>) {
  const products = (tenantId: number) =>
    db
      .selectFrom('catalog_products as p')
      .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
      .where('p.tenant_id', '=', tenantId);
  // Asked on every call that reads the catalogue: compiled once, read without Kysely's promise
  // chain on SQLite.
  const readRevision = everyRequestRead(
    db,
    db.selectFrom('catalog_revision').select('revision').where('id', '=', 1).compile(),
  );
  /** Each category with its place in the tree, its picture and how many products it has itself. */
  const categoryCounts = (tenantId: number) =>
    db
      .selectFrom('catalog_categories as c')
      // Hidden products are not counted: the storefront does not list them.
      .leftJoin('catalog_products as p', (join) =>
        join.onRef('p.category_id', '=', 'c.id').on('p.visible', '=', 1),
      )
      .select([...CATEGORY_COLUMNS, sql<number>`count(p.id)`.as('product_count')])
      .where('c.tenant_id', '=', tenantId)
      .groupBy([...CATEGORY_COLUMNS])
      .execute();

  return {
    ...createCatalogListRepository(db),

    /** Variants nearly out of stock (stock.ts). */
    lowStock: (tenantId: number, threshold: number, limit: number) =>
      lowStock(db, tenantId, threshold, limit),

    /** The number the catalogue's triggers move on every change (migration 0379). */
    async revision(): Promise<number> {
      const [row] = await readRevision();
      if (!row) throw new Error('catalog_revision has no row: migration 0379 did not run');
      return Number(row.revision);
    },

    async hasProducts(tenantId: number): Promise<boolean> {
      const row = await db
        .selectFrom('catalog_products')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * What a list shows of each product's techniques, for many products at once: their ids and
     * names only (the whole rows cost lists twice as much).
     */
    techniqueNamesOf(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('catalog_product_techniques as pt')
        .innerJoin('catalog_techniques as t', 't.id', 'pt.technique_id')
        .select(['pt.product_id', 't.id', 't.name'])
        .where('pt.product_id', 'in', productIds)
        .orderBy('t.name')
        .execute();
    },

    /** The techniques of many products at once (no query per product). */
    techniquesOf(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('catalog_product_techniques as pt')
        .innerJoin('catalog_techniques as t', 't.id', 'pt.technique_id')
        .select([
          'pt.product_id',
          'pt.print_areas_json',
          't.id',
          't.code',
          't.name',
          't.min_units_for_printing',
          't.under_minimum_extra_cost_cents',
          't.setup_cost_cents',
          't.unit_cost_cents',
          't.cost_per',
          't.max_colors',
          't.min_text_height_mm',
          't.min_line_width_mm',
          't.max_imprint_width_mm',
          't.max_imprint_height_mm',
          't.raster_allowed',
          't.palette',
        ])
        .where('pt.product_id', 'in', productIds)
        .orderBy('t.name')
        .execute();
    },

    bySlug(tenantId: number, slug: string) {
      return products(tenantId)
        .select([
          ...SUMMARY_COLUMNS,
          'p.images_json',
          'p.video_url',
          'p.complementary_information',
          'p.weight_grams',
          'p.width_cm',
          'p.height_cm',
          'p.depth_cm',
          'p.views_json',
        ])
        .where('p.slug', '=', slug)
        .where('p.visible', '=', 1)
        .executeTakeFirst();
    },

    variantsOf(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return (
        db
          .selectFrom('catalog_variants')
          .selectAll()
          .where('product_id', 'in', productIds)
          // Retired by the staff: the storefront no longer offers them (orders keep their lines).
          .where('retired_at', 'is', null)
          .orderBy('product_id')
          .orderBy('position')
          .execute()
      );
    },

    tiersOf(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('catalog_price_tiers')
        .selectAll()
        .where('product_id', 'in', productIds)
        .orderBy('product_id')
        .orderBy('min_quantity')
        .execute();
    },

    /** The visible variants of this tenant among the ids, with their product: what pricing needs. */
    pricingVariants(tenantId: number, variantIds: number[]) {
      if (variantIds.length === 0) return Promise.resolve([]);
      return (
        db
          .selectFrom('catalog_variants as v')
          .innerJoin('catalog_products as p', 'p.id', 'v.product_id')
          .select([
            'v.id',
            'v.sku',
            'v.color_name',
            'v.size',
            'v.stock',
            'p.id as product_id',
            'p.external_id',
            'p.slug',
            'p.name',
            'p.description',
            'p.featured_img',
            'p.kind',
            'p.is_customizable',
            // A variant's own weight and size when the staff gave it one (1434): shipping quotes.
            sql<number>`coalesce(v.weight_grams, p.weight_grams)`.as('weight_grams'),
            sql<number>`coalesce(v.width_cm, p.width_cm)`.as('width_cm'),
            sql<number>`coalesce(v.height_cm, p.height_cm)`.as('height_cm'),
            sql<number>`coalesce(v.depth_cm, p.depth_cm)`.as('depth_cm'),
            'p.production_days',
          ])
          // A hidden product, or a retired variant, is neither added to a cart nor priced in one
          // (issue 32): the cart says it is no longer available.
          .where('p.visible', '=', 1)
          .where('v.retired_at', 'is', null)
          .where('v.tenant_id', '=', tenantId)
          .where('v.id', 'in', variantIds)
          .execute()
      );
    },

    categoryCounts,

    /** `categoryCounts` with each category's best seller's picture. */
    async categories(tenantId: number) {
      const counts = await categoryCounts(tenantId);
      const images = await db
        .with('ranked', (qb) =>
          qb
            .selectFrom('catalog_products')
            .select([
              'category_id',
              'featured_img',
              'popularity',
              'id',
              sql<number>`row_number() over (partition by category_id order by popularity desc, id)`.as(
                'rank',
              ),
            ])
            .where('tenant_id', '=', tenantId)
            .where('visible', '=', 1),
        )
        .selectFrom('ranked')
        .select(['category_id', 'featured_img', 'popularity', 'id'])
        .where('rank', '=', 1)
        .execute();
      return { counts, images };
    },

    colors(tenantId: number) {
      return db
        .selectFrom('catalog_variants')
        .select([
          'color_name',
          sql<string>`min(color_hex)`.as('color_hex'),
          sql<number>`count(distinct product_id)`.as('product_count'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('color_name', 'is not', null)
        .where('retired_at', 'is', null)
        .groupBy('color_name')
        .orderBy('color_name')
        .execute();
    },

    brands(tenantId: number) {
      return db
        .selectFrom('catalog_products')
        .select(['brand', sql<number>`count(*)`.as('product_count')])
        .where('tenant_id', '=', tenantId)
        .where('visible', '=', 1)
        .where('brand', 'is not', null)
        .groupBy('brand')
        .orderBy('brand')
        .execute();
    },

    techniques(tenantId: number) {
      return db
        .selectFrom('catalog_techniques')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('name')
        .execute();
    },

    printAreasByTechnique(tenantId: number) {
      return db
        .selectFrom('catalog_product_techniques as pt')
        .innerJoin('catalog_techniques as t', 't.id', 'pt.technique_id')
        .select(['t.id', 'pt.print_areas_json'])
        .where('t.tenant_id', '=', tenantId)
        .groupBy(['t.id', 'pt.print_areas_json'])
        .execute();
    },

    productIdExists(tenantId: number, productId: number) {
      return db
        .selectFrom('catalog_products')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', productId)
        .executeTakeFirst();
    },

    async setFavorite(tenantId: number, userId: number, productId: number, favorite: boolean) {
      if (!favorite) {
        await db
          .deleteFrom('catalog_favorites')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('product_id', '=', productId)
          .execute();
        return;
      }
      await db
        .insertInto('catalog_favorites')
        .values({
          tenant_id: tenantId,
          user_id: userId,
          product_id: productId,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'product_id']).doNothing())
        .execute();
    },

    async favoriteIds(tenantId: number, userId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('catalog_favorites')
        .select('product_id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => row.product_id);
    },

    async forgetUser(tenantId: number, userId: number) {
      await db
        .deleteFrom('catalog_favorites')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Every product page of a tenant, for the sitemap. */
    sitemapRows(tenantId: number) {
      return db
        .selectFrom('catalog_products')
        .select(['slug', 'kind', 'product_type', 'updated_at'])
        .where('tenant_id', '=', tenantId)
        .where('visible', '=', 1)
        .orderBy('id')
        .execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
