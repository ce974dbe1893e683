import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { saveAtVersion } from './catalog-version.repository.js';

/** The SQL of the back office's pictures (issue 32). */
export function createPicturesRepository() {
  return {
    product(executor: Kysely<Database>, tenantId: number, id: number) {
      return executor
        .selectFrom('catalog_products')
        .select(['id', 'name', 'version', 'images_json', 'pictures_json'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The first picture of a variant on sale: the cards' picture of a product without its own. */
    async firstVariantImage(executor: Kysely<Database>, id: number): Promise<string | null> {
      const row = await executor
        .selectFrom('catalog_variants')
        .select('image')
        .where('product_id', '=', id)
        .where('retired_at', 'is', null)
        .where('image', 'is not', null)
        .orderBy('position')
        .orderBy('id')
        .executeTakeFirst();
      return row?.image ?? null;
    },

    /** Writes the pictures if the product is still at `version`, moving it; false otherwise. */
    save: (
      trx: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number,
      columns: { images_json: string; pictures_json: string; featured_img: string | null },
      now: string,
    ) => saveAtVersion(trx, 'catalog_products', { tenantId, id, version, now }, columns),

    /** The variants that show `from` show `to` (a new crop) or the product's pictures (null). */
    async replaceVariantImage(
      trx: Kysely<Database>,
      id: number,
      from: string,
      to: string | null,
    ): Promise<number> {
      const updated = await trx
        .updateTable('catalog_variants')
        .set({ image: to })
        .where('product_id', '=', id)
        .where('image', '=', from)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows);
    },
  };
}

export type PicturesRepository = ReturnType<typeof createPicturesRepository>;
