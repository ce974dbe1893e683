import { sql, type Insertable, type Kysely, type SqlBool } from 'kysely';
import { saveAtVersion } from './catalog-version.repository.js';
import { countedPage, matchingCount } from '../../db/counted-page.js';
import type { Database } from '../../db/database.js';
import { plainText } from './import/text-keys.js';
import type { CatalogStockAdjustmentsTable } from './catalog.tables.js';
import type { PriceTier } from './price-tier-rules.js';

/** `%text%` for a LIKE with `escape '\'`: the staff's words, wildcards taken literally. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
      let query = summaries(tenantId);
      if (text) {
        const name = likeOf(plainText(text));
        const code = likeOf(text.toLowerCase());
        query = query.where(
          (eb) =>
            sql<SqlBool>`(p.sort_name like ${name} escape '\\'
              or lower(p.external_id) like ${code} escape '\\'
              or ${eb(
                'p.id',
                'in',
                // The variants that match, found once (not asked again for each product).
                eb
                  .selectFrom('catalog_variants as v')
                  .select('v.product_id')
                  .where(sql<SqlBool>`lower(v.sku) like ${code} escape '\\'`),
              )})`,
        );
      }
      const pageQuery = query
        .select([
          'p.id',
          'p.external_id',
          'p.name',
          'p.featured_img',
          'p.price_from_cents',
          'p.total_stock',
          'p.visible',
          'c.title as category',
        ])
        .orderBy('p.sort_name')
        .orderBy('p.id')
        .limit(limit)
        .offset(offset);
      const count = async () => {
        const counted = await query
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        return Number(counted.n);
      };
      // Without words the page is read in name order and counted: two quick reads. A search
      // reads every product anyway: its page tells the total, from that one scan.
      if (!text) {
        const [rows, total] = await Promise.all([pageQuery.execute(), count()]);
        return { rows, total };
      }
      return countedPage(await pageQuery.select(matchingCount()).execute(), offset, count);
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
