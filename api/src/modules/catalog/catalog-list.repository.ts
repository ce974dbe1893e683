import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf, type Database } from '../../db/database.js';
import { CATEGORY_LIMITS } from '@store/contracts/catalog-rules';
import type { SearchTerm } from './catalog-search-terms.js';
import { fullTextMatch, nameHits } from './catalog-search.repository.js';

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
  /** What the buyer searched: every term must match a word of the product (prefix). */
  terms: SearchTerm[];
  productIds: number[] | null;
  sort: 'relevance' | 'price-asc' | 'price-desc' | 'newest' | 'name';
  offset: number;
  limit: number;
}

/** The columns of a product summary (lists, detail), from products `p` and categories `c`. */
export const SUMMARY_COLUMNS = [
  'p.id',
  'p.external_id',
  'p.slug',
  'p.kind',
  'p.product_type',
  'p.name',
  'p.description',
  'p.brand',
  'p.featured_img',
  'p.pictures_json',
  'p.price_from_cents',
  'p.colors_json',
  'p.total_stock',
  'p.is_customizable',
  'p.created_at',
  'p.updated_at',
  'c.slug as category_slug',
  'c.title as category_title',
] as const;

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
      // More searched words in the name first, then a name that starts with the first one.
      const first = f.terms[0];
      const search: [OrderKey, 'asc' | 'desc'][] = first
        ? [
            [nameHits(f.terms), 'desc'],
            [sql<number>`case when p.sort_name like ${`${first.word}%`} then 0 else 1 end`, 'asc'],
          ]
        : [];
      return [...search, ['p.featured', 'desc'], ['p.popularity', 'desc'], ['p.id', 'desc']];
    }
  }
}

/** The list queries: the products a filter keeps, a page of them in order, and their count. */
export function createCatalogListRepository(db: Kysely<Database>) {
  const dialect = dialectOf(db);
  /**
   * The products a filter keeps, before any column is chosen: the page and its count share it.
   * Category, colour and technique filters are id sets the planner reads from their indexes.
   */
  function matching(tenantId: number, f: ListFilter) {
    let query = db
      .selectFrom('catalog_products as p')
      .where('p.tenant_id', '=', tenantId)
      // Hidden by the staff (migration 1400): a few ids from a partial index, so the page still
      // walks the order's index without reading each row's flag.
      .where(
        'p.id',
        'not in',
        db
          .selectFrom('catalog_products')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('visible', '=', 0),
      );
    if (f.categorySlugs.length) {
      // A category lists its subcategories' products too: the chosen ids, their children's,
      // and so on to the tree's depth (CATEGORY_LIMITS.depth levels at most).
      const ofTenant = () =>
        db.selectFrom('catalog_categories').select('id').where('tenant_id', '=', tenantId);
      const levels = [ofTenant().where('slug', 'in', f.categorySlugs)];
      while (levels.length < CATEGORY_LIMITS.depth)
        levels.push(ofTenant().where('parent_id', 'in', levels[levels.length - 1]!));
      query = query.where((eb) => eb.or(levels.map((ids) => eb('p.category_id', 'in', ids))));
    }
    // EXISTS probes the colour or technique of each product in the list's order, so a page
    // stops after its rows; an IN list made SQLite read every product of a common colour first.
    if (f.colors.length)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('catalog_product_colors as pc')
            .select('pc.product_id')
            .where('pc.tenant_id', '=', tenantId)
            .where('pc.color_name', 'in', f.colors)
            .whereRef('pc.product_id', '=', 'p.id'),
        ),
      );
    if (f.techniques.length)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('catalog_product_techniques as pt')
            .innerJoin('catalog_techniques as t', 't.id', 'pt.technique_id')
            .select('pt.product_id')
            .where('t.tenant_id', '=', tenantId)
            .where('t.code', 'in', f.techniques)
            .whereRef('pt.product_id', '=', 'p.id'),
        ),
      );
    if (f.brands.length) query = query.where('p.brand', 'in', f.brands);
    if (f.minPriceCents !== null) query = query.where('p.price_from_cents', '>=', f.minPriceCents);
    if (f.maxPriceCents !== null) query = query.where('p.price_from_cents', '<=', f.maxPriceCents);
    if (f.inStock) query = query.where('p.total_stock', '>', 0);
    if (f.featured) query = query.where('p.featured', '=', 1);
    if (f.productIds) query = query.where('p.id', 'in', f.productIds.length ? f.productIds : [0]);
    if (f.terms.length) query = query.where(fullTextMatch(dialect, f.terms));
    return query;
  }

  return {
    /**
     * One page of products. The page's ids are found first from the indexes alone (a deep page
     * skips index entries, not whole rows), then only those rows are read. A word search counts
     * its matches in the same pass (`total`), so the full-text index is read once.
     */
    async page(tenantId: number, f: ListFilter) {
      const order = orderOf(f);
      let ids = matching(tenantId, f).select('p.id');
      for (const [key, direction] of order) ids = ids.orderBy(key, direction);
      ids = ids.limit(f.limit).offset(f.offset);
      let total: number | null = null;
      let pageIds: number[] | typeof ids = ids;
      if (f.terms.length) {
        const found = await ids.select(sql<number>`count(*) over ()`.as('total')).execute();
        total = found[0] ? Number(found[0].total) : null;
        pageIds = found.length ? found.map((row) => row.id) : [0];
      }
      let query = db
        .selectFrom('catalog_products as p')
        .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
        .select(SUMMARY_COLUMNS)
        .where('p.id', 'in', pageIds);
      for (const [key, direction] of order) query = query.orderBy(key, direction);
      return { rows: await query.execute(), total };
    },

    async count(tenantId: number, f: ListFilter): Promise<number> {
      const row = await matching(tenantId, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}
