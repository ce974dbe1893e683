import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * What the back office's product search reads (issue 32), `staff_search`: a product's folded name,
 * its code and its variants' SKUs (retired ones too: staff look up an old SKU), lower-cased, one
 * text. Over 20,000 products a search reads one short column, where it read three and scanned
 * every variant; PostgreSQL indexes it by trigrams (migration 1473), which answer `like '%…%'`.
 * Written again after every write of a product's name or of a variant's SKU or product: the
 * editor, the variant editor and the importer.
 */
export async function refreshStaffSearch(
  executor: Kysely<Database>,
  productIds: readonly number[],
) {
  for (let i = 0; i < productIds.length; i += 500)
    await executor
      .updateTable('catalog_products')
      .set({
        staff_search: sql<string>`sort_name || ' ' || lower(external_id) || coalesce(' ' || (
          select string_agg(lower(v.sku), ' ') from catalog_variants v
          where v.product_id = catalog_products.id), '')`,
      })
      .where('id', 'in', productIds.slice(i, i + 500))
      .execute();
}
