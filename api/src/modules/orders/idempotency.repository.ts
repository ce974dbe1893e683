import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { IdempotencyKeysTable } from './orders.tables.js';

/** One request's key: the buyer, what it calls (`scope`) and the key it sent. */
export type IdempotencyKeyId = Pick<
  IdempotencyKeysTable,
  'tenant_id' | 'user_id' | 'scope' | 'key'
>;

/** The stored keys of `Idempotency-Key` requests (`idempotency_keys`). */
export function createIdempotencyRepository(db: Kysely<Database>) {
  return {
    /** Stores a new key; false when the key was already there (nothing written then). */
    async insertIfAbsent(row: Insertable<IdempotencyKeysTable>): Promise<boolean> {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    find: (id: IdempotencyKeyId) =>
      db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where((eb) => eb.and(id))
        .executeTakeFirstOrThrow(),

    /**
     * Gives a key still in flight since `startedAt` to `owner`: only one of several retries takes
     * it over, the one whose UPDATE still sees that start time.
     */
    async takeOver(
      id: IdempotencyKeyId,
      startedAt: string,
      owner: string,
      now: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ created_at: now, owner })
        .where((eb) => eb.and(id))
        .where('status_code', 'is', null)
        .where('created_at', '=', startedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async storeAnswer(id: IdempotencyKeyId, status: number, responseJson: string): Promise<void> {
      await db
        .updateTable('idempotency_keys')
        .set({ status_code: status, response_json: responseJson })
        .where((eb) => eb.and(id))
        .execute();
    },

    async remove(id: IdempotencyKeyId): Promise<void> {
      await db
        .deleteFrom('idempotency_keys')
        .where((eb) => eb.and(id))
        .execute();
    },
  };
}
