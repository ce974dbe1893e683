import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { QuotesTable } from './quotes.tables.js';

export type QuoteRow = Selectable<QuotesTable>;
export type NewQuoteRow = Omit<Insertable<QuotesTable>, 'number' | 'converted_order_id'>;

/** Thrown inside the transaction to undo the number when the same Idempotency-Key won. */
class SameKeyWon extends Error {}

/** All SQL of quotes; every query is scoped by tenant and buyer. */
export function createQuotesRepository(db: Kysely<Database>) {
  const byBuyer = (tenantId: number, userId: number) =>
    db
      .selectFrom('quotes')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId);

  return {
    /** The quotes' items of a tenant after `afterId`, by id: the designs they keep. */
    designHoldersAfter: (tenantId: number, afterId: number, limit: number) =>
      db
        .selectFrom('quotes')
        .select(['id', 'items_json as json'])
        .where('tenant_id', '=', tenantId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * Takes the tenant's next number and stores the quote, in one transaction: the counter row
     * is locked until commit, so parallel quotes never share a number (PostgreSQL's row lock,
     * SQLite's single writer). A quote under an Idempotency-Key already used answers null and
     * gives its number back.
     */
    async insertNumbered(row: NewQuoteRow): Promise<QuoteRow | null> {
      try {
        return await db.transaction().execute(async (trx) => {
          const { last_number } = await trx
            .insertInto('quote_counters')
            .values({ tenant_id: row.tenant_id, last_number: 1 })
            .onConflict((conflict) =>
              conflict
                .column('tenant_id')
                .doUpdateSet((eb) => ({ last_number: eb('quote_counters.last_number', '+', 1) })),
            )
            .returning('last_number')
            .executeTakeFirstOrThrow();
          const inserted = await trx
            .insertInto('quotes')
            .values({ ...row, number: Number(last_number) })
            .onConflict((conflict) =>
              conflict.columns(['tenant_id', 'user_id', 'idempotency_key']).doNothing(),
            )
            .returningAll()
            .executeTakeFirst();
          if (!inserted) throw new SameKeyWon();
          return inserted;
        });
      } catch (error) {
        if (error instanceof SameKeyWon) return null;
        throw error;
      }
    },

    findByKey: (tenantId: number, userId: number, key: string) =>
      byBuyer(tenantId, userId).where('idempotency_key', '=', key).executeTakeFirst(),

    findByPublicId: (tenantId: number, userId: number, publicId: string) =>
      byBuyer(tenantId, userId).where('public_id', '=', publicId).executeTakeFirst(),

    /** Newest first. */
    page: (tenantId: number, userId: number, offset: number, limit: number) =>
      byBuyer(tenantId, userId).orderBy('id', 'desc').offset(offset).limit(limit).execute(),

    /** The store's quotes not converted whose last moment falls in (from, until]. */
    async expiringBetween(tenantId: number, from: string, until: string): Promise<number> {
      const { n } = await db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('converted_order_id', 'is', null)
        .where('expires_at', '>', from)
        .where('expires_at', '<=', until)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    async count(tenantId: number, userId: number): Promise<number> {
      const { n } = await db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /**
     * Locks the quote to the order, inside the order's transaction; false when another order
     * took it first (a double conversion), so the caller undoes its order and answers that one.
     */
    async markConverted(
      trx: Kysely<Database>,
      tenantId: number,
      quoteId: number,
      orderId: number,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('quotes')
        .set({ converted_order_id: orderId })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', quoteId)
        .where('converted_order_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    deleteOfUser: (tenantId: number, userId: number) =>
      db
        .deleteFrom('quotes')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute(),
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
