import type { Kysely } from 'kysely';
import { saveAtVersion } from './catalog-version.repository.js';
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
      const saved = await saveAtVersion(
        trx,
        'catalog_products',
        { tenantId, id, version, now },
        { views_json: layout.viewsJson },
      );
      if (!saved) return false;
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
