import { reserveStock } from './stock.repository.js';
import { AppError } from '../../http/errors.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import { parseJson } from '../../lib/parse-json.js';
import { byProduct, toSummary, toTechnique } from './catalog-mappers.js';
import { altsOf } from './catalog-pictures.js';
import { categorySummaries } from './catalog-category-summaries.js';
import { categoryMenu } from './catalog-category-menu.js';
import { productViews } from './print-layout.js';
import { costCents, shownPrice } from './catalog-prices.js';
import type { ActivityRepository } from './catalog-activity.repository.js';
import { createRevisionCache, keptUntilChange } from './catalog-revision-cache.js';
import { createTrending } from './catalog-trending.js';
import type { ListParams } from './list-params.js';
import type { CatalogRepository, ListFilter } from './catalog.repository.js';
import type {
  BrandOption,
  CategorySummary,
  ColorOption,
  PrintingTypes,
  ProductDetail,
  ProductListResult,
  ProductSummary,
} from '@store/contracts/wire/catalog';
import { queryTerms } from './catalog-search-terms.js';
import { plainText } from './import/text-keys.js';
import type { Family } from '@store/contracts/wire/tenant';
import type { VariantPricingInput } from '../pricing/index.js';
import { loadPricingInputs } from './pricing-inputs.js';

export const SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_PAGE_SIZE = 24;

/** At or under this many units a variant shows on the staff's dashboard as running out. */
export const LOW_STOCK_UNITS = 20;

export function createCatalogService(
  repository: CatalogRepository,
  tenants: TenantsService,
  activity: ActivityRepository,
  onViewsLost: (error: unknown, count: number) => void,
) {
  async function summaries(
    rows: Awaited<ReturnType<CatalogRepository['page']>>['rows'],
    tenant: Tenant,
  ): Promise<ProductSummary[]> {
    const settings = tenants.pricingSettings(tenant);
    const techniques = byProduct(await repository.techniqueNamesOf(rows.map((row) => row.id)));
    return rows.map((row) => toSummary(row, techniques.get(row.id) ?? [], settings));
  }

  const revision = () => repository.revision();
  /**
   * Lists by tenant and request: a buyer's lists repeat (the first pages, each category, the
   * searches of the day), and reading one costs a page query, a count over the catalogue and the
   * techniques of its products. A tenant's new settings (its margin) make new keys.
   */
  const lists = keptUntilChange<ProductListResult>(revision, 500);
  /** What the pricing engine reads of each variant: every cart, quote and order prices them. */
  const pricing = createRevisionCache<VariantPricingInput>(revision, 20_000);
  /** The categories menu by tenant: every GetConfig and every page's boot carries it. */
  const menus = keptUntilChange<{ families: Family[] | null }>(revision, 1_000);
  /**
   * What every list page shows beside its products, by tenant: the categories (the page's title
   * reads them too), colours, brands and techniques with their counts, a query each that was a
   * millisecond of every server-rendered list (docs/performance.md, 1 Dec).
   */
  const categoryLists = keptUntilChange<CategorySummary[]>(revision, 1_000);
  const colorLists = keptUntilChange<ColorOption[]>(revision, 1_000);
  const brandLists = keptUntilChange<BrandOption[]>(revision, 1_000);
  const techniqueLists = keptUntilChange<PrintingTypes>(revision, 1_000);

  async function list(tenant: Tenant, params: ListParams): Promise<ProductListResult> {
    const sort = (params.sort ?? 'relevance') as Sort;
    if (!SORTS.includes(sort))
      throw AppError.badRequest(
        `El orden "${params.sort}" no existe. Elegí relevance, price-asc, price-desc, newest o name.`,
        'sort',
      );
    if (
      params.minPrice !== undefined &&
      params.maxPrice !== undefined &&
      params.minPrice > params.maxPrice
    )
      throw AppError.badRequest(
        'El precio mínimo no puede ser mayor que el precio máximo.',
        'minPrice',
      );
    const settings = tenants.pricingSettings(tenant);
    const page = params.page ?? 1;
    const pageSize = params.pageSize ?? DEFAULT_PAGE_SIZE;
    const filter: ListFilter = {
      categorySlugs: (params.categories ?? []).filter((slug) => slug !== 'all'),
      colors: params.colors ?? [],
      techniques: params.techniques ?? [],
      brands: params.brands ?? [],
      minPriceCents:
        params.minPrice === undefined ? null : costCents(params.minPrice, settings, 'min'),
      maxPriceCents:
        params.maxPrice === undefined ? null : costCents(params.maxPrice, settings, 'max'),
      inStock: params.inStock ?? false,
      featured: params.featured ?? false,
      terms: queryTerms(params.search ?? ''),
      productIds: params.productIds ?? null,
      sort,
      offset: (page - 1) * pageSize,
      limit: pageSize,
    };
    const key = `${tenant.id}:${tenant.revision}:${JSON.stringify(filter)}`;
    return lists(key, () => readList(tenant, filter, page, pageSize));
  }

  async function pricingInputs(tenantId: number, variantIds: number[]) {
    const readAt = await pricing.sync();
    const found = new Map<number, VariantPricingInput>();
    const missing: number[] = [];
    for (const id of new Set(variantIds)) {
      const kept = pricing.get(`${tenantId}:${id}`);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    if (missing.length)
      for (const [id, input] of await loadPricingInputs(repository, tenantId, missing))
        found.set(id, pricing.set(`${tenantId}:${id}`, input, readAt));
    return found;
  }

  async function readList(
    tenant: Tenant,
    filter: ListFilter,
    page: number,
    pageSize: number,
  ): Promise<ProductListResult> {
    const { rows, total } = await repository.page(tenant.id, filter);
    // A page that is not full ends the list: its rows are the count, without counting again.
    const totalCount =
      total ??
      (rows.length < pageSize && (rows.length > 0 || page === 1)
        ? filter.offset + rows.length
        : await repository.count(tenant.id, filter));
    return {
      items: await summaries(rows, tenant),
      totalCount,
      page,
      pageSize,
      totalPages: Math.ceil(totalCount / pageSize),
    };
  }

  return {
    /** The number every change to the catalogue moves (migration 0379): one indexed read. */
    revision,
    hasProducts: (tenantId: number) => repository.hasProducts(tenantId),
    list,

    async detail(tenant: Tenant, slug: string): Promise<ProductDetail> {
      const row = await repository.bySlug(tenant.id, slug);
      if (!row)
        throw AppError.notFound(
          'No encontramos este producto. Puede que ya no esté en el catálogo.',
        );
      const settings = tenants.pricingSettings(tenant);
      const [variants, tiers, techniques] = await Promise.all([
        repository.variantsOf([row.id]),
        repository.tiersOf([row.id]),
        repository.techniquesOf([row.id]),
      ]);
      const views = productViews(
        row.views_json,
        techniques.map((t) => t.print_areas_json),
        row.featured_img,
      );
      return {
        ...toSummary(row, techniques, settings),
        images: parseJson(row.images_json, []),
        imageAlts: altsOf(row.images_json, row.pictures_json),
        videoUrl: row.video_url,
        complementaryInformation: row.complementary_information,
        weightGrams: row.weight_grams,
        sizeCm: { width: row.width_cm, height: row.height_cm, depth: row.depth_cm },
        variants: variants.map((v) => ({
          id: v.id,
          sku: v.sku,
          color: v.color_name && v.color_hex ? { name: v.color_name, hex: v.color_hex } : null,
          size: v.size,
          stock: v.stock,
          image: v.image,
        })),
        priceTiers: tiers.map((t) => ({
          minQuantity: t.min_quantity,
          unitPrice: shownPrice(t.unit_price_cents, settings, t.min_quantity),
        })),
        techniques: techniques.map((t) => toTechnique(t, settings, views)),
        views,
      };
    },

    // Trending from buyers' views and cart additions (catalog-trending.ts).
    ...createTrending({
      activity,
      list,
      productExists: async (tenantId, productId) =>
        (await repository.productIdExists(tenantId, productId)) !== undefined,
      onViewsLost,
    }),

    categories: (tenant: Tenant): Promise<CategorySummary[]> =>
      categoryLists(String(tenant.id), async () => {
        const { counts, images } = await repository.categories(tenant.id);
        return categorySummaries(
          counts,
          new Map(
            images.map((row) => [
              Number(row.category_id),
              { image: row.featured_img, popularity: Number(row.popularity), id: Number(row.id) },
            ]),
          ),
        );
      }),

    /**
     * The storefront's categories menu (catalog-category-menu.ts), kept until the catalogue's
     * revision moves: any staff change to the tree, or a product shown or hidden, makes it anew.
     */
    async menu(tenant: Tenant): Promise<readonly Family[] | null> {
      const kept = await menus(String(tenant.id), async () => ({
        families: categoryMenu(await repository.categoryCounts(tenant.id)),
      }));
      return kept.families;
    },

    colors: (tenant: Tenant): Promise<ColorOption[]> =>
      colorLists(String(tenant.id), async () =>
        (await repository.colors(tenant.id)).map((row) => ({
          name: row.color_name ?? '',
          hex: row.color_hex,
          productCount: Number(row.product_count),
        })),
      ),

    brands: (tenant: Tenant): Promise<BrandOption[]> =>
      brandLists(String(tenant.id), async () =>
        (await repository.brands(tenant.id)).map((row) => ({
          name: row.brand ?? '',
          productCount: Number(row.product_count),
        })),
      ),

    /** A page of the techniques matching `filter`; their prices follow the tenant's settings. */
    printingTypes: (tenant: Tenant, filter: string, page: number): Promise<PrintingTypes> =>
      techniqueLists(`${tenant.id}:${tenant.revision}:${page}:${filter}`, async () => {
        const settings = tenants.pricingSettings(tenant);
        // A tenant has a handful of techniques: match them here, accents and case aside.
        const words = plainText(filter).split(/\s+/).filter(Boolean);
        const rows = (await repository.techniques(tenant.id)).filter((row) =>
          words.every((word) => plainText(`${row.name} ${row.code}`).includes(word)),
        );
        const size = 50;
        const items = rows.slice((page - 1) * size, page * size).map((row) => {
          const { printAreas: _areas, ...technique } = toTechnique(
            { ...row, print_areas_json: '[]' },
            settings,
          );
          return technique;
        });
        return { items, totalCount: rows.length, page };
      }),

    async printingTypesConfig(tenant: Tenant) {
      const [rows, areas] = await Promise.all([
        repository.techniques(tenant.id),
        repository.printAreasByTechnique(tenant.id),
      ]);
      const views = new Map<number, Set<string>>();
      for (const area of areas)
        for (const { view } of parseJson<{ view: string }[]>(area.print_areas_json, []))
          views.set(area.id, (views.get(area.id) ?? new Set()).add(view));
      return {
        usePriceWithoutMinimun: tenants.pricingSettings(tenant).usePriceWithoutMinimun,
        techniques: rows.map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
          minUnitsForPrinting: row.min_units_for_printing,
          maxColors: row.max_colors,
          costPer: row.cost_per,
          views: [...(views.get(row.id) ?? [])].sort(),
        })),
      };
    },

    async setFavorite(tenant: Tenant, userId: number, productId: number, isFavorite: boolean) {
      if (!(await repository.productIdExists(tenant.id, productId)))
        throw AppError.notFound('No encontramos este producto.');
      await repository.setFavorite(tenant.id, userId, productId, isFavorite);
      return { productId, isFavorite };
    },

    async favorites(tenant: Tenant, userId: number): Promise<ProductSummary[]> {
      const ids = await repository.favoriteIds(tenant.id, userId);
      const { items } = await list(tenant, { productIds: ids, pageSize: Math.max(1, ids.length) });
      const order = new Map(ids.map((id, index) => [id, index]));
      return [...items].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    },

    /** Issue 4's account deletion: the user's favourites go with the account. */
    forgetUser: (tenantId: number, userId: number) => repository.forgetUser(tenantId, userId),

    /** The pricing engine's view of some variants; unknown or other-tenant variants are absent. */
    pricingInputs,

    sitemapRows: (tenantId: number) => repository.sitemapRows(tenantId),

    /** Orders take their units inside their own transaction (stock.ts). */
    reserveStock,

    /** The back office's dashboard: variants with LOW_STOCK_UNITS or fewer, the 5 lowest. */
    lowStock: (tenantId: number) => repository.lowStock(tenantId, LOW_STOCK_UNITS, 5),

    /** The shown price of one unit (the first tier) of each product: the catalogue PDF's price. */
    async unitPrices(tenant: Tenant, productIds: number[]): Promise<Map<number, number>> {
      const settings = tenants.pricingSettings(tenant);
      const first = new Map<number, number>();
      for (const tier of await repository.tiersOf(productIds))
        if (!first.has(tier.product_id))
          first.set(
            tier.product_id,
            shownPrice(tier.unit_price_cents, settings, tier.min_quantity),
          );
      return first;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
