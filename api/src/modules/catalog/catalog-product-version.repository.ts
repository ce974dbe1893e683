import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CatalogProductsTable } from './catalog.tables.js';

/**
 * Writes `columns` to a product if it is still at `version`, moving its `version` and
 * `updated_at`: false when someone saved it first (the caller's 409). What every back office
 * write to a product goes through: details, variants, pictures.
 */
export async function saveProductVersion(
  trx: Kysely<Database>,
  tenantId: number,
  id: number,
  version: number,
  columns: Omit<Updateable<CatalogProductsTable>, 'version' | 'updated_at'>,
  now: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable('catalog_products')
    .set({ ...columns, version: sql<number>`version + 1`, updated_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
