import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** Five wrong passwords for one account within 15 minutes lock it for the rest of the window. */
export const LOGIN_LOCK = { failures: 5, windowMs: 15 * 60_000 };

/**
 * The brute-force lock per account (tenant + e-mail), kept in the database so every instance of
 * the API sees the same count. E-mails without an account are counted the same way, so the lock
 * tells nothing about which accounts exist.
 */
export function createLoginThrottle(db: Kysely<Database>) {
  const windowStart = (now: number) => new Date(now - LOGIN_LOCK.windowMs).toISOString();

  return {
    /** Seconds until the account may try again, or 0 when it is not locked. */
    async lockedForSeconds(tenantId: number, email: string, now = Date.now()): Promise<number> {
      const recent = await db
        .selectFrom('auth_login_failures')
        .select('failed_at')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('failed_at', '>', windowStart(now))
        .orderBy('failed_at', 'desc')
        .limit(LOGIN_LOCK.failures)
        .execute();
      const oldest = recent[LOGIN_LOCK.failures - 1];
      if (!oldest) return 0;
      return Math.max(
        1,
        Math.ceil((Date.parse(oldest.failed_at) + LOGIN_LOCK.windowMs - now) / 1000),
      );
    },

    async recordFailure(tenantId: number, email: string, now = Date.now()): Promise<void> {
      await db
        .insertInto('auth_login_failures')
        .values({ tenant_id: tenantId, email, failed_at: new Date(now).toISOString() })
        .execute();
      // Old failures mean nothing any more; clearing them here keeps the table small.
      await db
        .deleteFrom('auth_login_failures')
        .where('failed_at', '<=', windowStart(now))
        .execute();
    },

    async clear(tenantId: number, email: string): Promise<void> {
      await db
        .deleteFrom('auth_login_failures')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
