import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * Takes units out of stock inside the caller's transaction: `UPDATE ... WHERE stock >= n`, so two
 * buyers of the last unit cannot both get it. Answers the first variant that had too few units
 * (nothing taken by this call is kept then: the caller's transaction rolls back), else null.
 */
export async function reserveStock(
  trx: Kysely<Database>,
  tenantId: number,
  lines: { variantId: number; quantity: number }[],
): Promise<number | null> {
  for (const { variantId, quantity } of lines) {
    const result = await trx
      .updateTable('catalog_variants')
      .set({ stock: sql`stock - ${quantity}` })
      .where('id', '=', variantId)
      .where('tenant_id', '=', tenantId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return variantId;
    // Lists filter and sort by the product's total; it follows its variants.
    await trx
      .updateTable('catalog_products')
      .set({ total_stock: sql`total_stock - ${quantity}` })
      .where(
        'id',
        '=',
        trx.selectFrom('catalog_variants').select('product_id').where('id', '=', variantId),
      )
      .execute();
  }
  return null;
}

/**
 * Gives units back to stock inside the caller's transaction (an unpaid order's hold ran out, or
 * the order was cancelled): the variant and its product's total, as `reserveStock` took them.
 */
export async function returnStock(
  trx: Kysely<Database>,
  tenantId: number,
  lines: { variantId: number; quantity: number }[],
): Promise<void> {
  for (const { variantId, quantity } of lines) {
    await trx
      .updateTable('catalog_variants')
      .set({ stock: sql`stock + ${quantity}` })
      .where('id', '=', variantId)
      .where('tenant_id', '=', tenantId)
      .execute();
    await trx
      .updateTable('catalog_products')
      .set({ total_stock: sql`total_stock + ${quantity}` })
      .where(
        'id',
        '=',
        trx.selectFrom('catalog_variants').select('product_id').where('id', '=', variantId),
      )
      .execute();
  }
}

/** A variant nearly out of stock, for the back office's dashboard. */
export interface LowStockVariant {
  sku: string;
  product: string;
  stock: number;
}

/**
 * Variants with `threshold` units or fewer, fewest first: how many, and the first `limit` of them
 * (what the staff reorders first).
 */
export async function lowStock(
  db: Kysely<Database>,
  tenantId: number,
  threshold: number,
  limit: number,
): Promise<{ count: number; items: LowStockVariant[] }> {
  const low = db
    .selectFrom('catalog_variants as v')
    .innerJoin('catalog_products as p', 'p.id', 'v.product_id')
    .where('v.tenant_id', '=', tenantId)
    .where('v.retired_at', 'is', null)
    .where('v.stock', '<=', threshold);
  const [{ n }, items] = await Promise.all([
    low.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    low
      .select(['v.sku as sku', 'p.name as product', 'v.stock as stock'])
      .orderBy('v.stock')
      .orderBy('v.sku')
      .limit(limit)
      .execute(),
  ]);
  return { count: Number(n), items: items.map((i) => ({ ...i, stock: Number(i.stock) })) };
}

/**
 * Gives every variant of every tenant `units` in stock: the set-up of the load runs
 * (`reliability/store-instances.ts`), whose buyers must never sell a variant out. The products'
 * totals are left as they are: no list of a load run filters by stock.
 */
export async function stockEverything(db: Kysely<Database>, units: number): Promise<void> {
  await db.updateTable('catalog_variants').set({ stock: units }).execute();
}
