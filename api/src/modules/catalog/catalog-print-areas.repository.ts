import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The SQL of the back office's techniques and print areas of a product (issue 32). */
export function createPrintAreasRepository() {
  return {
    product(executor: Kysely<Database>, tenantId: number, id: number) {
      return executor
        .selectFrom('catalog_products')
        .select(['id', 'version', 'views_json', 'featured_img', 'width_cm', 'height_cm'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    techniquesOf(executor: Kysely<Database>, productId: number) {
      return executor
        .selectFrom('catalog_product_techniques as pt')
        .innerJoin('catalog_techniques as t', 't.id', 'pt.technique_id')
        .select(['t.id', 't.code', 't.name', 'pt.print_areas_json'])
        .where('pt.product_id', '=', productId)
        .orderBy('t.name')
        .orderBy('t.id')
        .execute();
    },

    storeTechniques(executor: Kysely<Database>, tenantId: number) {
      return executor
        .selectFrom('catalog_techniques')
        .select(['id', 'code', 'name'])
        .where('tenant_id', '=', tenantId)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    /**
     * Writes the product's views and its techniques with their areas if it is still at `version`
     * (false otherwise). The catalogue's revision triggers fire on both tables.
     */
    async save(
      trx: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number,
      layout: { viewsJson: string; techniques: { techniqueId: number; areasJson: string }[] },
      now: string,
    ): Promise<boolean> {
      const updated = await trx
        .updateTable('catalog_products')
        .set({ views_json: layout.viewsJson, version: sql<number>`version + 1`, updated_at: now })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('catalog_product_techniques').where('product_id', '=', id).execute();
      if (layout.techniques.length > 0)
        await trx
          .insertInto('catalog_product_techniques')
          .values(
            layout.techniques.map((t) => ({
              product_id: id,
              technique_id: t.techniqueId,
              print_areas_json: t.areasJson,
            })),
          )
          .execute();
      return true;
    },
  };
}

export type PrintAreasRepository = ReturnType<typeof createPrintAreasRepository>;
