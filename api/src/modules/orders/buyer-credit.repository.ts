import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** Credit terms per buyer (`buyer_credit_terms`, migration 1301). */
export function createBuyerCreditRepository(db: Kysely<Database>) {
  return {
    daysOf: (tenantId: number, userId: number) =>
      db
        .selectFrom('buyer_credit_terms')
        .select('days')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),

    daysOfMany: (tenantId: number, userIds: number[]) =>
      db
        .selectFrom('buyer_credit_terms')
        .select(['user_id', 'days'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', 'in', userIds)
        .execute(),

    /** Grants terms of `days`, replacing the days of terms given before. */
    async upsert(
      executor: Kysely<Database>,
      tenantId: number,
      userId: number,
      days: number,
      at: string,
    ): Promise<void> {
      await executor
        .insertInto('buyer_credit_terms')
        .values({ tenant_id: tenantId, user_id: userId, granted_at: at, days })
        .onConflict((conflict) => conflict.columns(['tenant_id', 'user_id']).doUpdateSet({ days }))
        .execute();
    },

    async remove(executor: Kysely<Database>, tenantId: number, userId: number): Promise<void> {
      await executor
        .deleteFrom('buyer_credit_terms')
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
