import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import { saveAtVersion } from './catalog-version.repository.js';
import type { CatalogVariantsTable } from './catalog.tables.js';
import { refreshStaffSearch } from './catalog-staff-search.repository.js';

export type VariantColumns = Pick<
  Updateable<CatalogVariantsTable>,
  | 'sku'
  | 'color_name'
  | 'color_hex'
  | 'size'
  | 'weight_grams'
  | 'width_cm'
  | 'height_cm'
  | 'depth_cm'
  | 'image'
>;

/** The variants on sale, in their order (retired ones left out). */
function variants(executor: Kysely<Database>, productId: number) {
  return executor
    .selectFrom('catalog_variants')
    .selectAll()
    .where('product_id', '=', productId)
    .where('retired_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The SQL of the back office's variant editor (issue 32). */
export function createVariantEditorRepository() {
  return {
    product(executor: Kysely<Database>, tenantId: number, id: number) {
      return executor
        .selectFrom('catalog_products')
        .select([
          'id',
          'name',
          'kind',
          'version',
          'weight_grams',
          'width_cm',
          'height_cm',
          'depth_cm',
          'images_json',
          'pictures_json',
        ])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    variants,

    /** Who holds this SKU in the store, whatever its case (a retired variant keeps it). */
    skuHolder(executor: Kysely<Database>, tenantId: number, sku: string, exceptId: number) {
      return executor
        .selectFrom('catalog_variants as v')
        .innerJoin('catalog_products as p', 'p.id', 'v.product_id')
        .select(['v.sku', 'v.retired_at', 'p.name'])
        .where('v.tenant_id', '=', tenantId)
        .where(sql`upper(v.sku)`, '=', sku.toUpperCase())
        .where('v.id', '!=', exceptId)
        .executeTakeFirst();
    },

    /** Moves the product's version if it is still at `version`; false otherwise. */
    touchProduct: (
      trx: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number,
      now: string,
    ) => saveAtVersion(trx, 'catalog_products', { tenantId, id, version, now }, {}),

    /**
     * What the product keeps of its variants: its colours (`colors_json` and the colour filter's
     * rows) from those on sale, and its SKUs for the staff's search.
     */
    async writeFromVariants(trx: Kysely<Database>, tenantId: number, id: number) {
      await refreshStaffSearch(trx, [id]);
      const onSale = await variants(trx, id);
      const colors = new Map<string, { name: string; hex: string; image: string | null }>();
      for (const v of onSale)
        if (v.color_name && v.color_hex && !colors.has(v.color_name))
          colors.set(v.color_name, { name: v.color_name, hex: v.color_hex, image: v.image });
      await trx
        .updateTable('catalog_products')
        .set({ colors_json: JSON.stringify([...colors.values()]) })
        .where('id', '=', id)
        .execute();
      await trx.deleteFrom('catalog_product_colors').where('product_id', '=', id).execute();
      if (colors.size)
        await trx
          .insertInto('catalog_product_colors')
          .values(
            [...colors.keys()].map((color_name) => ({
              tenant_id: tenantId,
              color_name,
              product_id: id,
            })),
          )
          .execute();
    },

    async updateVariant(trx: Kysely<Database>, variantId: number, columns: VariantColumns) {
      await trx.updateTable('catalog_variants').set(columns).where('id', '=', variantId).execute();
    },

    /** A new variant, last in the product's order, with no stock yet. */
    async insertVariant(
      trx: Kysely<Database>,
      row: Omit<Insertable<CatalogVariantsTable>, 'position' | 'stock'>,
    ) {
      const last = await trx
        .selectFrom('catalog_variants')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('product_id', '=', row.product_id)
        .executeTakeFirst();
      const inserted = await trx
        .insertInto('catalog_variants')
        .values({ ...row, stock: 0, position: Number(last?.position ?? -1) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    /** The variants' order: each id takes its place in `order` (0, 1, ...). */
    async setOrder(trx: Kysely<Database>, productId: number, order: number[]) {
      for (const [position, id] of order.entries())
        await trx
          .updateTable('catalog_variants')
          .set({ position })
          .where('id', '=', id)
          .where('product_id', '=', productId)
          .execute();
    },

    async retire(trx: Kysely<Database>, variantId: number, now: string) {
      await trx
        .updateTable('catalog_variants')
        .set({ retired_at: now })
        .where('id', '=', variantId)
        .execute();
    },
  };
}

export type VariantEditorRepository = ReturnType<typeof createVariantEditorRepository>;
