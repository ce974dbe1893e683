import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { createLoginFailuresRepository } from './login-failures.repository.js';

/**
 * Wrong passwords for one account from one address: from the `failures`-th on, each one makes
 * that address wait before its next try, `firstDelayMs` doubling every time, at most
 * `maxDelayMs` (30 s, 1, 2, 4, 8, then 15 minutes). Failures older than `windowMs` are forgotten.
 */
export const LOGIN_LOCK = {
  failures: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
};

/** How long an address waits after `failures` wrong passwords in the window (0: none). */
export function lockDelayMs(failures: number): number {
  if (failures < LOGIN_LOCK.failures) return 0;
  return Math.min(
    LOGIN_LOCK.maxDelayMs,
    LOGIN_LOCK.firstDelayMs * 2 ** (failures - LOGIN_LOCK.failures),
  );
}

/**
 * The brute-force brake per account (tenant + e-mail) AND client address together, kept in the
 * database so every instance of the API sees the same count. Locking the account for everyone
 * would let anyone lock a buyer out with five wrong passwords, so an address guessing slows only
 * itself, ever more; the buyer logs in from their own address meanwhile. Guessing across many
 * accounts is held back per address by the route's rate limit (token.routes.ts). E-mails without
 * an account are counted the same way, so the brake tells nothing about which accounts exist.
 */
export function createLoginThrottle(db: Kysely<Database>) {
  const failures = createLoginFailuresRepository(db);
  const windowStart = (now: number) => new Date(now - LOGIN_LOCK.windowMs).toISOString();

  return {
    /** Seconds until this address may try this account again, or 0. */
    async lockedForSeconds(
      tenantId: number,
      email: string,
      address: string,
      now = Date.now(),
    ): Promise<number> {
      const recent = await failures.recent(tenantId, email, address, windowStart(now));
      const delay = lockDelayMs(Number(recent?.failures ?? 0));
      if (delay === 0 || !recent?.last) return 0;
      const wait = Date.parse(recent.last) + delay - now;
      return wait > 0 ? Math.ceil(wait / 1000) : 0;
    },

    async recordFailure(
      tenantId: number,
      email: string,
      address: string,
      now = Date.now(),
    ): Promise<void> {
      await failures.insert(tenantId, email, address, new Date(now).toISOString());
      // Old failures mean nothing any more; clearing them here keeps the table small.
      await failures.deleteUntil(windowStart(now));
    },

    /** A right password clears its own address only: another address guessing stays braked. */
    async clear(tenantId: number, email: string, address: string): Promise<void> {
      await failures.deleteOf(tenantId, email, address);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
