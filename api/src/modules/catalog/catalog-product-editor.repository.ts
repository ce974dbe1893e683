import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { saveProductVersion } from './catalog-product-version.repository.js';
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

    categories(executor: Kysely<Database>, tenantId: number) {
      return executor
        .selectFrom('catalog_categories')
        .select(['id', 'title'])
        .where('tenant_id', '=', tenantId)
        .orderBy('position')
        .orderBy('id')
        .execute();
    },

    /** Writes the details if the product is still at `version`; false otherwise. */
    saveDetails: (
      trx: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number,
      columns: DetailColumns,
      now: string,
    ) => saveProductVersion(trx, tenantId, id, version, columns, now),
  };
}

export type ProductEditorRepository = ReturnType<typeof createProductEditorRepository>;
