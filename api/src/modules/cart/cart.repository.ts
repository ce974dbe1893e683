import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CartFilesTable, ShoppingCartsTable } from './cart.tables.js';

export type CartRow = Selectable<ShoppingCartsTable>;
export type CartFileRow = Selectable<CartFilesTable>;

/** All SQL of saved carts and cart files; every query is scoped by tenant and owner. */
export function createCartRepository(db: Kysely<Database>) {
  return {
    /** The saved carts' items of a tenant after `afterId`, by id: the designs they keep. */
    designHoldersAfter: (tenantId: number, afterId: number, limit: number) =>
      db
        .selectFrom('shopping_carts')
        .select(['id', 'items_json as json'])
        .where('tenant_id', '=', tenantId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    findCart: (tenantId: number, userId: number) =>
      db
        .selectFrom('shopping_carts')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    /** The first save of a user's cart; false when another request created it meanwhile. */
    async insertCart(row: Omit<CartRow, 'id'>): Promise<boolean> {
      const inserted = await db
        .insertInto('shopping_carts')
        .values(row)
        .onConflict((conflict) => conflict.columns(['tenant_id', 'user_id']).doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** Replaces the items if the cart is still at `expectedVersion`; false when it moved on. */
    async updateCart(
      tenantId: number,
      userId: number,
      expectedVersion: number,
      changes: { items_json: string; updated_at: string },
    ): Promise<boolean> {
      const updated = await db
        .updateTable('shopping_carts')
        .set({ ...changes, version: expectedVersion + 1 })
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },

    deleteCarts: (tenantId: number, userId: number) =>
      db
        .deleteFrom('shopping_carts')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute(),

    insertFile: (row: Omit<CartFileRow, 'id'>) => db.insertInto('cart_files').values(row).execute(),

    findFile: (storedName: string) =>
      db
        .selectFrom('cart_files')
        .selectAll()
        .where('stored_name', '=', storedName)
        .executeTakeFirst(),

    /** Bytes stored since `since` by an owner of a tenant, and from an address, with the oldest
     * upload counted in each (when the quota frees up again). */
    async uploadedSince(tenantId: number, owner: string, address: string, since: string) {
      const filesSince = () => db.selectFrom('cart_files').where('created_at', '>', since);
      const usage = (query: ReturnType<typeof filesSince>) =>
        query
          .select((eb) => [
            eb.fn.sum<number | string | null>('size_bytes').as('bytes'),
            eb.fn.min('created_at').as('oldest'),
          ])
          .executeTakeFirst()
          .then((row) => ({ bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ?? null }));
      return {
        owner: await usage(
          filesSince().where('tenant_id', '=', tenantId).where('owner', '=', owner),
        ),
        address: await usage(filesSince().where('address', '=', address)),
      };
    },

    /** A page of the files uploaded before `before`, by id after `afterId`. */
    filesBefore: (before: string, afterId: number, limit: number) =>
      db
        .selectFrom('cart_files')
        .select(['id', 'tenant_id', 'stored_name', 'shopping_cart_uuid'])
        .where('created_at', '<', before)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** A page of a tenant's saved carts (their items), by id after `afterId`. */
    cartItemsAfter: (tenantId: number, afterId: number, limit: number) =>
      db
        .selectFrom('shopping_carts')
        .select(['id', 'items_json'])
        .where('tenant_id', '=', tenantId)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),

    deleteFile: (id: number) => db.deleteFrom('cart_files').where('id', '=', id).execute(),

    /** Deletes an owner's file rows and answers their stored names (to delete from disk). */
    async deleteFilesOf(tenantId: number, owner: string): Promise<string[]> {
      const rows = await db
        .deleteFrom('cart_files')
        .where('tenant_id', '=', tenantId)
        .where('owner', '=', owner)
        .returning('stored_name')
        .execute();
      return rows.map((row) => row.stored_name);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
