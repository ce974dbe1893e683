import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

export type ProductEventKind = 'view' | 'cart';

/** A cart addition says more about demand than a look: it weighs three views. */
const CART_WEIGHT = 3;

/** The product events of the catalogue (`catalog_product_events`): written, and counted. */
export function createActivityRepository(db: Kysely<Database>) {
  return {
    async record(
      events: { tenantId: number; productId: number; kind: ProductEventKind; at: string }[],
    ) {
      if (events.length === 0) return;
      await db
        .insertInto('catalog_product_events')
        .values(
          events.map((event) => ({
            tenant_id: event.tenantId,
            product_id: event.productId,
            kind: event.kind,
            created_at: event.at,
          })),
        )
        .execute();
    },

    /** The tenant's most wanted product ids since `since`, by weighted count, then newest. */
    async mostWanted(tenantId: number, since: string, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('catalog_product_events')
        .select([
          'product_id',
          sql<number>`sum(case when kind = 'cart' then ${CART_WEIGHT} else 1 end)`.as('score'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('created_at', '>=', since)
        .groupBy('product_id')
        .orderBy('score', 'desc')
        .orderBy('product_id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => Number(row.product_id));
    },

    async hasEvents(tenantId: number): Promise<boolean> {
      const row = await db
        .selectFrom('catalog_product_events')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
