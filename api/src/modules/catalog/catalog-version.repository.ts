import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';

/** The catalogue's tables that carry a version for the back office's 409 (issue 32). */
type VersionedTable = 'catalog_products' | 'catalog_categories';

/**
 * Writes `columns` to a product or a category if it is still at `version`, moving its `version`
 * and `updated_at`: false when someone saved it first (the caller's 409). What every back office
 * write to either goes through: details, variants, pictures, the category tree.
 */
export async function saveAtVersion<T extends VersionedTable>(
  trx: Kysely<Database>,
  table: T,
  at: { tenantId: number; id: number; version: number; now: string },
  columns: Omit<Updateable<Database[T]>, 'id' | 'tenant_id' | 'version' | 'updated_at'>,
): Promise<boolean> {
  const { tenantId, id, version, now } = at;
  // Kysely cannot narrow `set` over a table chosen at run time; both tables share these columns.
  const updated = await trx
    .updateTable(table as 'catalog_products')
    .set({
      ...(columns as Updateable<Database['catalog_products']>),
      version: sql<number>`version + 1`,
      updated_at: now,
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
