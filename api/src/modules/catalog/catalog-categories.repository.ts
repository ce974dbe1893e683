import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CatalogCategoriesTable } from './catalog.tables.js';
import { saveAtVersion } from './catalog-version.repository.js';

type Columns = Omit<Updateable<CatalogCategoriesTable>, 'id' | 'tenant_id' | 'version'>;

const COLUMNS = [
  'c.id',
  'c.parent_id',
  'c.position',
  'c.slug',
  'c.title',
  'c.featured',
  'c.picture',
  'c.picture_json',
  'c.version',
] as const;

/** The SQL of the back office's categories (issue 32). */
export function createCategoriesRepository() {
  return {
    /** Every category of the store with how many products it holds itself (hidden ones too). */
    all(executor: Kysely<Database>, tenantId: number) {
      return executor
        .selectFrom('catalog_categories as c')
        .leftJoin('catalog_products as p', 'p.category_id', 'c.id')
        .select([...COLUMNS, sql<number>`count(p.id)`.as('product_count')])
        .where('c.tenant_id', '=', tenantId)
        .groupBy([...COLUMNS])
        .execute();
    },

    async insert(trx: Kysely<Database>, tenantId: number, columns: Columns, now: string) {
      const row = await trx
        .insertInto('catalog_categories')
        .values({
          tenant_id: tenantId,
          slug: '',
          title: '',
          position: 0,
          featured: 0,
          ...columns,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** Writes `columns` if the category is still at `version`, moving it; false otherwise. */
    save: (
      trx: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number,
      columns: Columns,
      now: string,
    ) => saveAtVersion(trx, 'catalog_categories', { tenantId, id, version, now }, columns),

    /** Numbers siblings 0, 1, 2... in the order given, writing only the places that change. */
    async renumber(
      trx: Kysely<Database>,
      tenantId: number,
      siblings: { id: number; position: number }[],
    ) {
      for (const [position, sibling] of siblings.entries()) {
        if (sibling.position === position) continue;
        await trx
          .updateTable('catalog_categories')
          .set({ position })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', sibling.id)
          .execute();
      }
    },

    async remove(trx: Kysely<Database>, tenantId: number, id: number, version: number) {
      const deleted = await trx
        .deleteFrom('catalog_categories')
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(deleted.numDeletedRows) === 1;
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
