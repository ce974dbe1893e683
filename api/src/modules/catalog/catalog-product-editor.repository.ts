import type { Kysely } from 'kysely';
import { treeOrder } from './catalog-category-tree.js';
import type { Database } from '../../db/database.js';
import { saveAtVersion } from './catalog-version.repository.js';
import type { CatalogProductsTable } from './catalog.tables.js';

type DetailColumns = Pick<
  CatalogProductsTable,
  | 'name'
  | 'description'
  | 'brand'
  | 'category_id'
  | 'weight_grams'
  | 'width_cm'
  | 'height_cm'
  | 'depth_cm'
  | 'production_days'
  | 'sort_name'
  | 'search_text'
  | 'search_name'
  | 'search_body'
>;

/** The SQL of the back office's product editor (issue 32): a product's details. */
export function createProductEditorRepository() {
  return {
    details(executor: Kysely<Database>, tenantId: number, id: number) {
      return executor
        .selectFrom('catalog_products')
        .select([
          'id',
          'external_id',
          'version',
          'name',
          'description',
          'brand',
          'category_id',
          'weight_grams',
          'width_cm',
          'height_cm',
          'depth_cm',
          'production_days',
        ])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The store's categories in the tree's reading order (parents, then their children). */
    async categories(executor: Kysely<Database>, tenantId: number) {
      const rows = await executor
        .selectFrom('catalog_categories')
        .select(['id', 'title', 'parent_id', 'position'])
        .where('tenant_id', '=', tenantId)
        .execute();
      return treeOrder(rows).map(({ row }) => row);
    },

    /** Writes the details if the product is still at `version`; false otherwise. */
    saveDetails: (
      trx: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number,
      columns: DetailColumns,
      now: string,
    ) => saveAtVersion(trx, 'catalog_products', { tenantId, id, version, now }, columns),
  };
}

export type ProductEditorRepository = ReturnType<typeof createProductEditorRepository>;
