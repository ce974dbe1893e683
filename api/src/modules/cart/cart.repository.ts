import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { CartFilesTable, ShoppingCartsTable } from './cart.tables.js';

export type CartRow = Selectable<ShoppingCartsTable>;
export type CartFileRow = Selectable<CartFilesTable>;

/** All SQL of saved carts and cart files; every query is scoped by tenant and owner. */
export function createCartRepository(db: Kysely<Database>) {
  return {
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
