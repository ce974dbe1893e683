import { sql, type Insertable, type Kysely, type SqlBool } from 'kysely';
import { saveAtVersion } from './catalog-version.repository.js';
import { countedPage, matchingCount } from '../../db/counted-page.js';
import { likeOf } from '../../db/like.js';
import type { Database } from '../../db/database.js';
import { plainText } from './import/text-keys.js';
import type { CatalogStockAdjustmentsTable } from './catalog.tables.js';
import type { PriceTier } from './price-tier-rules.js';

/** All the SQL of the back office's catalogue (issue 32): search, one product, its writes. */
export function createCatalogStaffRepository(db: Kysely<Database>) {
  const summaries = (tenantId: number) =>
    db
      .selectFrom('catalog_products as p')
      .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
      .where('p.tenant_id', '=', tenantId);

  return {
    /** Products whose name, code (external id) or a variant's SKU holds the text, by name. */
    async search(tenantId: number, text: string, offset: number, limit: number) {
      const columns = [
        'p.id',
        'p.external_id',
        'p.name',
        'p.featured_img',
        'p.price_from_cents',
        'p.total_stock',
        'p.visible',
        'c.title as category',
      ] as const;
      // Without words the page is read in name order and counted: two quick reads.
      if (!text) {
        const [rows, counted] = await Promise.all([
          summaries(tenantId)
            .select(columns)
            .orderBy('p.sort_name')
            .orderBy('p.id')
            .limit(limit)
            .offset(offset)
            .execute(),
          summaries(tenantId)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ]);
        return { rows, total: Number(counted.n) };
      }
      // The name is compared folded (accents off), the code and SKUs as typed, lower-cased.
      const likes = [...new Set([likeOf(plainText(text)), likeOf(text)])];
      const holdsText = sql<SqlBool>`(${sql.join(
        likes.map((like) => sql`staff_search like ${like} escape '\\'`),
        sql` or `,
      )})`;
      // The matches first, then their page, then the page's rows. Asked in one query, PostgreSQL
      // walks the name index and tests every product's text (56 ms for a word in 2,000 of 20,000
      // products) instead of reading the matches from the trigram index and sorting them (6 ms).
      const rows = await db
        .with(
          (cte) => cte('matching').materialized(),
          (query) =>
            query
              .selectFrom('catalog_products')
              .select(['id', 'sort_name'])
              .where('tenant_id', '=', tenantId)
              .where(holdsText),
        )
        .with('page', (query) =>
          query
            .selectFrom('matching')
            // The page tells the total, from that one reading of the matches.
            .select(['id', 'sort_name', matchingCount()])
            .orderBy('sort_name')
            .orderBy('id')
            .limit(limit)
            .offset(offset),
        )
        .selectFrom('page')
        .innerJoin('catalog_products as p', 'p.id', 'page.id')
        .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
        .select([...columns, 'page.matching'])
        .orderBy('page.sort_name')
        .orderBy('page.id')
        .execute();
      return countedPage(rows, offset, async () => {
        const counted = await db
          .selectFrom('catalog_products')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('tenant_id', '=', tenantId)
          .where(holdsText)
          .executeTakeFirstOrThrow();
        return Number(counted.n);
      });
    },

    product(executor: Kysely<Database>, tenantId: number, id: number) {
      return executor
        .selectFrom('catalog_products as p')
        .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
        .select([
          'p.id',
          'p.external_id',
          'p.slug',
          'p.kind',
          'p.product_type',
          'p.name',
          'p.featured_img',
          'p.price_from_cents',
          'p.total_stock',
          'p.visible',
          'p.version',
          'c.title as category',
        ])
        .where('p.tenant_id', '=', tenantId)
        .where('p.id', '=', id)
        .executeTakeFirst();
    },

    variantsOf(executor: Kysely<Database>, productId: number) {
      return executor
        .selectFrom('catalog_variants')
        .select(['id', 'sku', 'color_name', 'color_hex', 'size', 'stock'])
        .where('product_id', '=', productId)
        .where('retired_at', 'is', null)
        .orderBy('position')
        .execute();
    },

    tiersOf(executor: Kysely<Database>, productId: number) {
      return executor
        .selectFrom('catalog_price_tiers')
        .select(['min_quantity', 'unit_price_cents'])
        .where('product_id', '=', productId)
        .orderBy('min_quantity')
        .execute();
    },

    /** Writes the product's tiers and visibility if it is still at `version`; false otherwise. */
    async savePricing(
      trx: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number,
      changes: { tiers: readonly PriceTier[]; priceFromCents: number; visible: boolean },
      now: string,
    ): Promise<boolean> {
      const saved = await saveAtVersion(
        trx,
        'catalog_products',
        { tenantId, id, version, now },
        { visible: changes.visible ? 1 : 0, price_from_cents: changes.priceFromCents },
      );
      if (!saved) return false;
      await trx.deleteFrom('catalog_price_tiers').where('product_id', '=', id).execute();
      await trx
        .insertInto('catalog_price_tiers')
        .values(
          changes.tiers.map((t) => ({
            product_id: id,
            min_quantity: t.minQuantity,
            unit_price_cents: t.unitPriceCents,
          })),
        )
        .execute();
      return true;
    },

    variant(executor: Kysely<Database>, tenantId: number, variantId: number) {
      return (
        executor
          .selectFrom('catalog_variants')
          .select(['id', 'sku', 'color_name', 'size', 'stock'])
          .where('tenant_id', '=', tenantId)
          .where('id', '=', variantId)
          // A retired variant's stock stays at 0: its adjustments and history are closed.
          .where('retired_at', 'is', null)
          .executeTakeFirst()
      );
    },

    insertAdjustment(trx: Kysely<Database>, row: Insertable<CatalogStockAdjustmentsTable>) {
      return trx
        .insertInto('catalog_stock_adjustments')
        .values(row)
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** A variant's adjustments, newest first. */
    history(tenantId: number, variantId: number, limit: number) {
      return db
        .selectFrom('catalog_stock_adjustments')
        .select(['id', 'change', 'stock_after', 'reason', 'note', 'actor', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('variant_id', '=', variantId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type CatalogStaffRepository = ReturnType<typeof createCatalogStaffRepository>;
