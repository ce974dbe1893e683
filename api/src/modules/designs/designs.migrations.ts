import type { Migration } from 'kysely';
import { withForeignId, withId, withJson, type MigrationDb } from '../../db/migration-helpers.js';

const UPLOAD_NAME =
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpg|webp|svg)/gi;
const PAGE = 500;
interface HolderRow {
  id: number;
  tenant_id: number;
  user_id: number;
  json: string;
}

/** Every row of a design holder, a page at a time. */
async function eachHolder(
  pageAfter: (afterId: number) => Promise<HolderRow[]>,
  visit: (row: HolderRow) => void,
) {
  let afterId = 0;
  for (;;) {
    const page = await pageAfter(afterId);
    page.forEach(visit);
    if (page.length < PAGE) return;
    afterId = Number(page.at(-1)!.id);
  }
}

export const designsMigrations: Record<string, Migration> = {
  '0700_create_design_uploads': {
    async up(db: MigrationDb) {
      let table = withId(db, db.schema.createTable('design_uploads'));
      table = withForeignId(table, 'tenant_id', 'tenants.id', { onDelete: 'cascade' })
        .addColumn('owner', 'text', (col) => col.notNull())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('stored_name', 'text', (col) => col.notNull().unique())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('width_px', 'integer', (col) => col.notNull())
        .addColumn('height_px', 'integer', (col) => col.notNull())
        .addColumn('is_vector', 'integer', (col) => col.notNull());
      await withJson(table, 'colors_json')
        .addColumn('size_bytes', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('design_uploads_owner_index')
        .on('design_uploads')
        .columns(['tenant_id', 'owner', 'kind'])
        .execute();
    },
    async down(db: MigrationDb) {
      await db.schema.dropTable('design_uploads').execute();
    },
  },
  /**
   * Issue 31: a design names only its buyer's uploads. Before, a guest's uploads stayed the
   * guest's after login while the buyer's saved cart, quotes and orders named them: each such
   * upload becomes the buyer's when exactly one buyer of its store names it (an upload two buyers
   * name stays as it was). Nothing is undone: who owned what before is not needed afterwards.
   */
  '1371_guest_uploads_to_their_buyers': {
    async up(db: MigrationDb) {
      const buyersOf = new Map<string, Set<number>>();
      const note = (row: HolderRow) => {
        for (const [name] of row.json.matchAll(UPLOAD_NAME)) {
          const key = `${Number(row.tenant_id)}:${name.toLowerCase()}`;
          buyersOf.set(key, (buyersOf.get(key) ?? new Set()).add(Number(row.user_id)));
        }
      };
      const after = (table: string, json: string) => (afterId: number) =>
        db
          .selectFrom(table)
          .select(['id', 'tenant_id', 'user_id', `${json} as json`])
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(PAGE)
          .execute() as Promise<HolderRow[]>;
      await eachHolder(after('shopping_carts', 'items_json'), note);
      await eachHolder(after('quotes', 'items_json'), note);
      await eachHolder(
        (afterId) =>
          db
            .selectFrom('order_lines as l')
            .innerJoin('orders as o', 'o.id', 'l.order_id')
            .select([
              'l.id as id',
              'o.tenant_id as tenant_id',
              'o.user_id as user_id',
              'l.customization_json as json',
            ])
            .where('l.id', '>', afterId)
            .orderBy('l.id')
            .limit(PAGE)
            .execute() as Promise<HolderRow[]>,
        note,
      );
      const guests = await db
        .selectFrom('design_uploads')
        .select(['id', 'tenant_id', 'stored_name'])
        .where('owner', 'like', 'guest:%')
        .execute();
      for (const upload of guests) {
        const buyers = buyersOf.get(`${Number(upload.tenant_id)}:${String(upload.stored_name)}`);
        if (buyers?.size !== 1) continue;
        await db
          .updateTable('design_uploads')
          .set({ owner: `user:${[...buyers][0]}` })
          .where('id', '=', upload.id)
          .execute();
      }
    },
    async down() {},
  },
};
