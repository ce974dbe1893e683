import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { BuyerAddressesTable } from './buyer-addresses.tables.js';

export type AddressRow = Selectable<BuyerAddressesTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** All the SQL of the address book; every query names the tenant and the buyer. */
export function createBuyerAddressesRepository(db: Kysely<Database>) {
  const owned = (tenantId: number, userId: number) =>
    db
      .selectFrom('buyer_addresses')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId);

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
      db.transaction().execute(work),

    /** The default first, then the most recently used. */
    list: (tenantId: number, userId: number): Promise<AddressRow[]> =>
      owned(tenantId, userId)
        .orderBy('is_default', 'desc')
        .orderBy('used_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    find: (tenantId: number, userId: number, id: number): Promise<AddressRow | undefined> =>
      owned(tenantId, userId).where('id', '=', id).executeTakeFirst(),

    async count(trx: Db, tenantId: number, userId: number): Promise<number> {
      const row = await trx
        .selectFrom('buyer_addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The buyer's address with these very fields (the unique fingerprint), if saved already. */
    findSame: (trx: Db, tenantId: number, userId: number, fingerprint: string) =>
      trx
        .selectFrom('buyer_addresses')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('fingerprint', '=', fingerprint)
        .executeTakeFirst(),

    /** Inserts, or when the same address is there already (a retry, a second tab), touches it. */
    async insertOrTouch(trx: Db, row: Insertable<BuyerAddressesTable>): Promise<AddressRow> {
      return trx
        .insertInto('buyer_addresses')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'user_id', 'fingerprint']).doUpdateSet({ used_at: row.used_at }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    update: (trx: Db, id: number, values: Updateable<BuyerAddressesTable>) =>
      trx.updateTable('buyer_addresses').set(values).where('id', '=', id).execute(),

    clearDefault: (trx: Db, tenantId: number, userId: number) =>
      trx
        .updateTable('buyer_addresses')
        .set({ is_default: 0 })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('is_default', '=', 1)
        .execute(),

    /** Makes the most recently used address the default (after the default was deleted). */
    async defaultToLatest(trx: Db, tenantId: number, userId: number): Promise<void> {
      const latest = await trx
        .selectFrom('buyer_addresses')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('used_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (latest)
        await trx
          .updateTable('buyer_addresses')
          .set({ is_default: 1 })
          .where('id', '=', latest.id)
          .execute();
    },

    remove: (trx: Db, id: number) =>
      trx.deleteFrom('buyer_addresses').where('id', '=', id).execute(),

    removeAllOf: (tenantId: number, userId: number) =>
      db
        .deleteFrom('buyer_addresses')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute(),
  };
}

export type BuyerAddressesRepository = ReturnType<typeof createBuyerAddressesRepository>;
