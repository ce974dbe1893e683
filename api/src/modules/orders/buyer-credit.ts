import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { createUsersRepository } from '../auth/index.js';

export const CREDIT_MESSAGES = {
  noBuyer: (email: string, tenant: string) =>
    `No hay ningún comprador con el e-mail ${email} en la tienda «${tenant}».`,
} as const;

/**
 * Credit terms per buyer (migration 1301): the reseller's staff let a buyer's orders go to
 * production before they are paid. An order copies its buyer's terms when it is made
 * (`orders.credit_terms`), so granting or withdrawing them later changes no placed order.
 */
export function createBuyerCredit(db: Kysely<Database>) {
  const users = createUsersRepository(db);
  return {
    async has(tenantId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('buyer_credit_terms')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The buyer of that e-mail in the tenant, or null (e-mails are stored lowercase). */
    async buyerId(tenantId: number, email: string): Promise<number | null> {
      const user = await users.findByEmail(tenantId, email.trim().toLowerCase());
      return user ? Number(user.id) : null;
    },

    /** Grants (`on`) or withdraws the terms; answers whether anything changed. */
    async set(tenantId: number, userId: number, on: boolean): Promise<boolean> {
      if (!on) {
        const result = await db
          .deleteFrom('buyer_credit_terms')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      }
      if (await this.has(tenantId, userId)) return false;
      await db
        .insertInto('buyer_credit_terms')
        .values({ tenant_id: tenantId, user_id: userId, granted_at: nowIso() })
        .execute();
      return true;
    },
  };
}

export type BuyerCredit = ReturnType<typeof createBuyerCredit>;
