import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { likeOf, lowerLike } from '../../db/like.js';
import type { QuotesTable } from './quotes.tables.js';

/** The largest quote number `quotes.number` (an `integer`) holds. */
const MAX_QUOTE_NUMBER = 2_147_483_647;

export type QuoteRow = Selectable<QuotesTable>;
export type NewQuoteRow = Omit<Insertable<QuotesTable>, 'number' | 'converted_order_id'>;

/** The back office's quotes filter (issue 32); `now` decides open and expired. */
export interface StaffQuoteFilter {
  q?: string | undefined;
  status?: 'open' | 'expired' | 'converted' | undefined;
  buyer?: number | undefined;
  now: string;
  offset: number;
  limit: number;
}

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
    db,

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

    /** The store's quotes for staff, newest first: number, buyer's name, e-mail or company. */
    async staffPage(tenantId: number, filter: StaffQuoteFilter) {
      let query = db.selectFrom('quotes').where('tenant_id', '=', tenantId);
      if (filter.buyer !== undefined) query = query.where('user_id', '=', filter.buyer);
      if (filter.status === 'converted') query = query.where('converted_order_id', 'is not', null);
      if (filter.status === 'open')
        query = query.where('converted_order_id', 'is', null).where('expires_at', '>', filter.now);
      if (filter.status === 'expired')
        query = query.where('converted_order_id', 'is', null).where('expires_at', '<=', filter.now);
      const term = filter.q?.trim().replace(/^n[°º.]?\s*/i, '');
      if (term) {
        const like = likeOf(term);
        query = query.where((eb) =>
          eb.or([
            // A number the column can hold (PostgreSQL's integer): a longer one is only text.
            ...(/^\d{1,10}$/.test(term) && Number(term) <= MAX_QUOTE_NUMBER
              ? [eb('number', '=', Number(term))]
              : []),
            lowerLike(sql.ref('buyer_json'), like),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').offset(filter.offset).limit(filter.limit).execute(),
        query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, totalCount: Number(count.n) };
    },

    /** Any buyer's quote of the store (staff only). */
    findInTenant: (tenantId: number, publicId: string) =>
      db
        .selectFrom('quotes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('public_id', '=', publicId)
        .executeTakeFirst(),

    /** A new validity, only over the version staff read (false: someone changed it first). */
    async extend(
      executor: Kysely<Database>,
      tenantId: number,
      id: number,
      version: number,
      validity: { validUntil: string; expiresAt: string; at: string },
    ): Promise<boolean> {
      const result = await executor
        .updateTable('quotes')
        .set((eb) => ({
          valid_until: validity.validUntil,
          expires_at: validity.expiresAt,
          updated_at: validity.at,
          version: eb('version', '+', 1),
        }))
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('version', '=', version)
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
