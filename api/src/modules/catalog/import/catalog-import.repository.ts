import {
  sql,
  type ExpressionBuilder,
  type Kysely,
  type OnConflictDatabase,
  type OnConflictTables,
  type Transaction,
} from 'kysely';
import type { Database } from '../../../db/database.js';
import { dialectOf, nowIso } from '../../../db/database.js';
import { fromBoolean } from '../../../db/migration-helpers.js';
import type { ImportCategory, ImportTechnique } from './import-types.js';
import { refreshStaffSearch } from '../catalog-staff-search.repository.js';
import {
  productColumns,
  productParts,
  type StoredProduct,
  type WritableProduct,
} from './product-rows.js';

/** All the SQL of the importer: upserts keyed by the tenant's external ids, SKUs and codes. */
export function createCatalogImportRepository(db: Kysely<Database>) {
  return {
    async upsertCategories(tenantId: number, categories: ImportCategory[]) {
      const now = nowIso();
      for (const category of categories) {
        await db
          .insertInto('catalog_categories')
          .values({
            tenant_id: tenantId,
            slug: category.slug,
            title: category.title,
            position: category.position,
            featured: fromBoolean(category.featured),
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc
              .columns(['tenant_id', 'slug'])
              .doUpdateSet({
                title: category.title,
                position: category.position,
                featured: fromBoolean(category.featured),
                updated_at: now,
              })
              .where((eb) => differs(eb, 'catalog_categories', ['title', 'position', 'featured'])),
          )
          .execute();
      }
    },

    /** Categories a product names that do not exist yet, titled by the file or by their slug. */
    async ensureCategories(
      tenantId: number,
      wanted: Map<string, string>,
    ): Promise<Map<string, number>> {
      const existing = await db
        .selectFrom('catalog_categories')
        .select(['id', 'slug'])
        .where('tenant_id', '=', tenantId)
        .execute();
      const ids = new Map(existing.map((row) => [row.slug, row.id]));
      const now = nowIso();
      for (const [slug, title] of wanted) {
        if (ids.has(slug)) continue;
        const row = await db
          .insertInto('catalog_categories')
          .values({
            tenant_id: tenantId,
            slug,
            title,
            position: ids.size,
            featured: 0,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.set(slug, row.id);
      }
      return ids;
    },

    async upsertTechniques(tenantId: number, techniques: ImportTechnique[]) {
      const now = nowIso();
      for (const t of techniques) {
        const values = {
          name: t.name,
          min_units_for_printing: t.minUnitsForPrinting,
          under_minimum_extra_cost_cents: t.customizationUnderMinimumExtraCostCents,
          setup_cost_cents: t.setupCostCents,
          unit_cost_cents: t.unitCostCents,
          cost_per: t.costPer,
          max_colors: t.maxColors,
          min_text_height_mm: t.minTextHeightMm,
          min_line_width_mm: t.minLineWidthMm,
          raster_allowed: fromBoolean(t.rasterAllowed),
          max_imprint_width_mm: t.maxImprintWidthMm,
          max_imprint_height_mm: t.maxImprintHeightMm,
          palette: t.palette,
        };
        const compared = Object.keys(values) as (keyof typeof values)[];
        await db
          .insertInto('catalog_techniques')
          .values({
            ...values,
            tenant_id: tenantId,
            code: t.code,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc
              .columns(['tenant_id', 'code'])
              .doUpdateSet({ ...values, updated_at: now })
              .where((eb) => differs(eb, 'catalog_techniques', compared)),
          )
          .execute();
      }
    },

    async techniqueIds(tenantId: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('catalog_techniques')
        .select(['id', 'code'])
        .where('tenant_id', '=', tenantId)
        .execute();
      return new Map(rows.map((row) => [row.code, row.id]));
    },

    /** Which external id owns each slug of the list. */
    async slugOwners(tenantId: number, slugs: string[]) {
      if (slugs.length === 0) return new Map<string, string>();
      const rows = await db
        .selectFrom('catalog_products')
        .select(['external_id', 'slug'])
        .where('tenant_id', '=', tenantId)
        .where('slug', 'in', slugs)
        .execute();
      return new Map(rows.map((row) => [row.slug, row.external_id]));
    },

    /** Which product (external id) owns each SKU of the list. */
    async skuOwners(tenantId: number, skus: string[]) {
      const owners = new Map<string, string>();
      for (let i = 0; i < skus.length; i += 500) {
        const rows = await db
          .selectFrom('catalog_variants as v')
          .innerJoin('catalog_products as p', 'p.id', 'v.product_id')
          .select(['v.sku', 'p.external_id'])
          .where('v.tenant_id', '=', tenantId)
          .where('v.sku', 'in', skus.slice(i, i + 500))
          .execute();
        for (const row of rows) owners.set(row.sku, row.external_id);
      }
      return owners;
    },

    /** What the catalogue holds for these external ids, as the importer writes it. */
    async storedProducts(tenantId: number, externalIds: string[]) {
      const stored = new Map<string, StoredProduct>();
      if (externalIds.length === 0) return stored;
      const products = await db
        .selectFrom('catalog_products')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('external_id', 'in', externalIds)
        .execute();
      const byId = new Map<number, StoredProduct>();
      // Every column is read; the comparison looks at the ones the importer writes.
      for (const row of products) {
        const { id, external_id } = row;
        const product: StoredProduct = { row, variants: [], tiers: [], techniques: [] };
        byId.set(id, product);
        stored.set(external_id, product);
      }
      const ids = [...byId.keys()];
      if (ids.length === 0) return stored;
      const [variants, tiers, techniques] = await Promise.all([
        db
          .selectFrom('catalog_variants')
          .selectAll()
          .where('product_id', 'in', ids)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('catalog_price_tiers')
          .select(['product_id', 'min_quantity', 'unit_price_cents'])
          .where('product_id', 'in', ids)
          .orderBy('min_quantity')
          .execute(),
        db
          .selectFrom('catalog_product_techniques')
          .select(['product_id', 'technique_id', 'print_areas_json'])
          .where('product_id', 'in', ids)
          .execute(),
      ]);
      for (const variant of variants) byId.get(variant.product_id)?.variants.push(variant);
      for (const { product_id, ...tier } of tiers) byId.get(product_id)?.tiers.push(tier);
      for (const { product_id, ...link } of techniques) byId.get(product_id)?.techniques.push(link);
      return stored;
    },

    /** Writes one batch of checked products in one transaction (the caller's, when in one). */
    writeProducts(tenantId: number, batch: WritableProduct[]) {
      if (db.isTransaction) return writeBatch(db as Transaction<Database>, tenantId, batch);
      return db.transaction().execute((trx) => writeBatch(trx, tenantId, batch));
    },

    /**
     * Refreshes the statistics the query planner picks indexes by. Without them, after a large
     * import SQLite sorts a whole colour's products for a list page instead of walking an index
     * (measured at 20,000 products: the colour and search lists take half the time with them).
     */
    async refreshStatistics() {
      const tables = ['catalog_products', 'catalog_variants', 'catalog_product_techniques'];
      if (dialectOf(db) === 'postgres') await sql.raw(`analyze ${tables.join(', ')}`).execute(db);
      else for (const table of tables) await sql.raw(`analyze ${table}`).execute(db);
    },
  };
}

async function writeBatch(trx: Transaction<Database>, tenantId: number, batch: WritableProduct[]) {
  const now = nowIso();
  const rows = batch.map((writable) => ({
    ...productColumns(writable),
    tenant_id: tenantId,
    external_id: writable.product.externalId,
    created_at: now,
    updated_at: now,
  }));
  const inserted = await trx
    .insertInto('catalog_products')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'external_id']).doUpdateSet((eb) => {
        const keep = ['tenant_id', 'external_id', 'created_at'];
        const columns = Object.keys(rows[0] ?? {}).filter(
          (column) => !keep.includes(column),
        ) as (keyof (typeof rows)[number])[];
        return {
          ...Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])),
          // A back office save that read the product before this import is refused (409).
          version: sql<number>`catalog_products.version + 1`,
        };
      }),
    )
    .returning(['id', 'external_id'])
    .execute();
  const idOf = new Map(inserted.map((row) => [row.external_id, row.id]));
  const productIds = [...idOf.values()];

  const parts = batch.map((writable) => ({
    productId: idOf.get(writable.product.externalId) ?? 0,
    ...productParts(writable),
  }));
  const variants = parts.flatMap(({ productId, variants }) =>
    variants.map((v) => ({ ...v, tenant_id: tenantId, product_id: productId })),
  );
  for (let i = 0; i < variants.length; i += 400) {
    await trx
      .insertInto('catalog_variants')
      .values(variants.slice(i, i + 400))
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'sku']).doUpdateSet((eb) => ({
          product_id: eb.ref('excluded.product_id'),
          color_name: eb.ref('excluded.color_name'),
          color_hex: eb.ref('excluded.color_hex'),
          size: eb.ref('excluded.size'),
          stock: eb.ref('excluded.stock'),
          image: eb.ref('excluded.image'),
          position: eb.ref('excluded.position'),
          retired_at: eb.ref('excluded.retired_at'),
        })),
      )
      .execute();
  }
  for (const { product } of batch) {
    await trx
      .deleteFrom('catalog_variants')
      .where('product_id', '=', idOf.get(product.externalId) ?? 0)
      .where(
        'sku',
        'not in',
        product.variants.map((v) => v.sku),
      )
      .execute();
  }

  // A SKU never moves between products (`skuOwners` refuses the file): the batch's are enough.
  await refreshStaffSearch(
    trx,
    productIds.map((id) => Number(id)),
  );

  await trx.deleteFrom('catalog_product_colors').where('product_id', 'in', productIds).execute();
  const colors = batch.flatMap(({ product }) =>
    [...new Set(product.variants.flatMap((v) => (v.color ? [v.color.name] : [])))].map(
      (color_name) => ({
        tenant_id: tenantId,
        color_name,
        product_id: idOf.get(product.externalId) ?? 0,
      }),
    ),
  );
  for (let i = 0; i < colors.length; i += 500)
    await trx
      .insertInto('catalog_product_colors')
      .values(colors.slice(i, i + 500))
      .execute();

  await trx.deleteFrom('catalog_price_tiers').where('product_id', 'in', productIds).execute();
  await trx
    .deleteFrom('catalog_product_techniques')
    .where('product_id', 'in', productIds)
    .execute();
  const tiers = parts.flatMap(({ productId, tiers }) =>
    tiers.map((t) => ({ ...t, product_id: productId })),
  );
  const links = parts.flatMap(({ productId, techniques }) =>
    techniques.map((t) => ({ ...t, product_id: productId })),
  );
  for (let i = 0; i < tiers.length; i += 500)
    await trx
      .insertInto('catalog_price_tiers')
      .values(tiers.slice(i, i + 500))
      .execute();
  for (let i = 0; i < links.length; i += 500)
    await trx
      .insertInto('catalog_product_techniques')
      .values(links.slice(i, i + 500))
      .execute();
  return variants.length;
}

/**
 * An upsert's `where`: the stored row differs from the incoming one in one of `columns`. An
 * update that would write the same values is skipped, so it neither stamps `updated_at` nor
 * moves the catalogue's revision (whose triggers fire on every update, even a no-op).
 */
function differs<T extends 'catalog_categories' | 'catalog_techniques'>(
  eb: ExpressionBuilder<OnConflictDatabase<Database, T>, OnConflictTables<T>>,
  table: T,
  columns: readonly string[],
) {
  return eb.or(
    columns.map((column) =>
      eb(sql.ref(`${table}.${column}`), 'is distinct from', sql.ref(`excluded.${column}`)),
    ),
  );
}
