import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { createUsersRepository } from '../auth/index.js';
import { createBuyerCreditRepository } from './buyer-credit.repository.js';

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
  const repository = createBuyerCreditRepository(db);
  return {
    async has(tenantId: number, userId: number): Promise<boolean> {
      return (await repository.daysOf(tenantId, userId)) !== undefined;
    },

    /** The buyer of that e-mail in the tenant, or null (e-mails are stored lowercase). */
    async buyerId(tenantId: number, email: string): Promise<number | null> {
      const user = await users.findByEmail(tenantId, email.trim().toLowerCase());
      return user ? Number(user.id) : null;
    },

    /** The terms of several buyers at once (the back office's buyers table), by user id. */
    async termsOf(tenantId: number, userIds: number[]): Promise<Map<number, { days: number }>> {
      if (!userIds.length) return new Map();
      const rows = await repository.daysOfMany(tenantId, userIds);
      return new Map(rows.map((row) => [Number(row.user_id), { days: Number(row.days) }]));
    },

    /** The buyer's terms (`{ days }`), or null when they pay before production. */
    async terms(tenantId: number, userId: number): Promise<{ days: number } | null> {
      const row = await repository.daysOf(tenantId, userId);
      return row ? { days: Number(row.days) } : null;
    },

    /**
     * Grants the terms (`{ days }`, replacing the days of terms given before) or withdraws them
     * (null), inside the caller's transaction. The back office and `npm run order -- credit` both
     * reach it through the staff module's `app.adminBuyers.setCredit` (audit and version there).
     */
    async set(
      executor: Kysely<Database>,
      tenantId: number,
      userId: number,
      terms: { days: number } | null,
    ): Promise<void> {
      if (terms) await repository.upsert(executor, tenantId, userId, terms.days, nowIso());
      else await repository.remove(executor, tenantId, userId);
    },
  };
}

export type BuyerCredit = ReturnType<typeof createBuyerCredit>;
