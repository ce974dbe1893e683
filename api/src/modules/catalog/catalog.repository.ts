import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import { nowIso } from '../../db/database.js';

/** What a product list asks for, with prices already turned into the catalogue's cost cents. */
export interface ListFilter {
  categorySlugs: string[];
  colors: string[];
  techniques: string[];
  brands: string[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  inStock: boolean;
  featured: boolean;
  /** Accent-free lower-case words that must all appear. */
  words: string[];
  productIds: number[] | null;
  sort: 'relevance' | 'price-asc' | 'price-desc' | 'newest' | 'name';
  offset: number;
  limit: number;
}

const SUMMARY_COLUMNS = [
  'p.id',
  'p.external_id',
  'p.slug',
  'p.kind',
  'p.product_type',
  'p.name',
  'p.description',
  'p.brand',
  'p.featured_img',
  'p.price_from_cents',
  'p.colors_json',
  'p.total_stock',
  'p.is_customizable',
  'p.created_at',
  'p.updated_at',
  'c.slug as category_slug',
  'c.title as category_title',
] as const;

const escapeLike = (word: string) => word.replace(/[%_\\]/g, '');

type OrderKey =
  | 'p.price_from_cents'
  | 'p.created_at'
  | 'p.sort_name'
  | 'p.featured'
  | 'p.popularity'
  | 'p.id'
  | RawBuilder<number>;

/** The order of a list; each ends with the id so pages never overlap, in the indexes' direction. */
function orderOf(f: ListFilter): [OrderKey, 'asc' | 'desc'][] {
  switch (f.sort) {
    case 'price-asc':
      return [
        ['p.price_from_cents', 'asc'],
        ['p.id', 'asc'],
      ];
    case 'price-desc':
      return [
        ['p.price_from_cents', 'desc'],
        ['p.id', 'desc'],
      ];
    case 'newest':
      return [
        ['p.created_at', 'desc'],
        ['p.id', 'desc'],
      ];
    case 'name':
      return [
        ['p.sort_name', 'asc'],
        ['p.id', 'asc'],
      ];
    default: {
      // A name that starts with the searched word beats one that only mentions it.
      const first: [OrderKey, 'asc'][] = f.words[0]
        ? [
            [
              sql<number>`case when p.sort_name like ${`${escapeLike(f.words[0])}%`} then 0 else 1 end`,
              'asc',
            ],
          ]
        : [];
      return [...first, ['p.featured', 'desc'], ['p.popularity', 'desc'], ['p.id', 'desc']];
    }
  }
}

/** All the SQL of the catalogue's reads (the importer writes, see import/catalog-writer.ts). */
export function createCatalogRepository(db: Kysely<Database>) {
  /**
   * The products a filter keeps, before any column is chosen: the page and its count share it.
   * Category, colour and technique filters are id sets the planner reads from their indexes.
   */
  function matching(tenantId: number, f: ListFilter) {
    let query = db.selectFrom('catalog_products as p').where('p.tenant_id', '=', tenantId);
    if (f.categorySlugs.length)
      query = query.where(
        'p.category_id',
        'in',
        db
          .selectFrom('catalog_categories')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('slug', 'in', f.categorySlugs),
      );
    if (f.colors.length)
      query = query.where(
        'p.id',
        'in',
        db
          .selectFrom('catalog_variants')
          .select('product_id')
          .where('tenant_id', '=', tenantId)
          .where('color_name', 'in', f.colors),
      );
    if (f.techniques.length)
      query = query.where(
        'p.id',
        'in',
        db
          .selectFrom('catalog_product_techniques as pt')
          .innerJoin('catalog_techniques as t', 't.id', 'pt.technique_id')
          .select('pt.product_id')
          .where('t.tenant_id', '=', tenantId)
          .where('t.code', 'in', f.techniques),
      );
    if (f.brands.length) query = query.where('p.brand', 'in', f.brands);
    if (f.minPriceCents !== null) query = query.where('p.price_from_cents', '>=', f.minPriceCents);
    if (f.maxPriceCents !== null) query = query.where('p.price_from_cents', '<=', f.maxPriceCents);
    if (f.inStock) query = query.where('p.total_stock', '>', 0);
    if (f.featured) query = query.where('p.featured', '=', 1);
    if (f.productIds) query = query.where('p.id', 'in', f.productIds.length ? f.productIds : [0]);
    for (const word of f.words)
      query = query.where('p.search_text', 'like', `%${escapeLike(word)}%`);
    return query;
  }

  const products = (tenantId: number) =>
    db
      .selectFrom('catalog_products as p')
      .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
      .where('p.tenant_id', '=', tenantId);

  return {
    async hasProducts(tenantId: number): Promise<boolean> {
      const row = await db
        .selectFrom('catalog_products')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One page of products and how many match, in one query. */
    /** One page of products, in an order the indexes give without sorting the whole list. */
    /**
     * One page of products. The page's ids are found first from the indexes alone (a deep page
     * skips index entries, not whole rows), then only those rows are read.
     */
    page(tenantId: number, f: ListFilter) {
      const order = orderOf(f);
      let ids = matching(tenantId, f).select('p.id');
      for (const [key, direction] of order) ids = ids.orderBy(key, direction);
      let query = db
        .selectFrom('catalog_products as p')
        .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
        .select(SUMMARY_COLUMNS)
        .where('p.id', 'in', ids.limit(f.limit).offset(f.offset));
      for (const [key, direction] of order) query = query.orderBy(key, direction);
      return query.execute();
    },

    async count(tenantId: number, f: ListFilter): Promise<number> {
      const row = await matching(tenantId, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
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
        ])
        .where('p.slug', '=', slug)
        .executeTakeFirst();
    },

    variantsOf(productIds: number[]) {
      if (productIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('catalog_variants')
        .selectAll()
        .where('product_id', 'in', productIds)
        .orderBy('product_id')
        .orderBy('position')
        .execute();
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

    /** The variants of this tenant among the ids, with their product: what pricing needs. */
    pricingVariants(tenantId: number, variantIds: number[]) {
      if (variantIds.length === 0) return Promise.resolve([]);
      return db
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
          'p.name',
          'p.description',
          'p.featured_img',
          'p.kind',
          'p.is_customizable',
          'p.weight_grams',
          'p.width_cm',
          'p.height_cm',
          'p.depth_cm',
        ])
        .where('v.tenant_id', '=', tenantId)
        .where('v.id', 'in', variantIds)
        .execute();
    },

    /** Each category with how many products it has and the picture of its best seller. */
    async categories(tenantId: number) {
      const counts = await db
        .selectFrom('catalog_categories as c')
        .leftJoin('catalog_products as p', 'p.category_id', 'c.id')
        .select([
          'c.id',
          'c.slug',
          'c.title',
          'c.featured',
          'c.position',
          sql<number>`count(p.id)`.as('product_count'),
        ])
        .where('c.tenant_id', '=', tenantId)
        .groupBy(['c.id', 'c.slug', 'c.title', 'c.featured', 'c.position'])
        .orderBy('c.position')
        .execute();
      const images = await db
        .with('ranked', (qb) =>
          qb
            .selectFrom('catalog_products')
            .select([
              'category_id',
              'featured_img',
              sql<number>`row_number() over (partition by category_id order by popularity desc, id)`.as(
                'rank',
              ),
            ])
            .where('tenant_id', '=', tenantId),
        )
        .selectFrom('ranked')
        .select(['category_id', 'featured_img'])
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
        .groupBy('color_name')
        .orderBy('color_name')
        .execute();
    },

    brands(tenantId: number) {
      return db
        .selectFrom('catalog_products')
        .select(['brand', sql<number>`count(*)`.as('product_count')])
        .where('tenant_id', '=', tenantId)
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
        .orderBy('id')
        .execute();
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
