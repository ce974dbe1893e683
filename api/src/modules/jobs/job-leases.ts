import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { createJobsRepository } from './jobs.repository.js';

/**
 * Background jobs taken by one instance at a time: a row per job in `job_leases`, taken with one
 * upsert that succeeds only when the row is free (expired) or already this instance's. Works the
 * same on SQLite and PostgreSQL, and, unlike a session advisory lock, survives a pooled
 * connection and frees itself when its holder dies (after `ttlMs`).
 */
export function createJobLeases(db: Kysely<Database>, log: FastifyBaseLogger) {
  const holder = randomUUID();
  const leases = createJobsRepository(db);

  async function take(name: string, ttlMs: number, now = Date.now()): Promise<boolean> {
    const at = new Date(now).toISOString();
    const expiresAt = new Date(now + ttlMs).toISOString();
    return (await leases.take(name, holder, at, expiresAt)) === holder;
  }

  return {
    holder,
    take,
    /**
     * Runs `job` if this instance holds (or takes) the lease; another instance's round is skipped.
     * `ttlMs` must outlast a round: a round longer than that may overlap another instance's.
     */
    async runExclusive<T>(name: string, ttlMs: number, job: () => Promise<T>): Promise<T | null> {
      // Rounds start from timers: a lease that cannot be taken (the database out of reach or
      // refusing writes) skips the round like a job that fails, never an unhandled rejection,
      // which would end the process.
      try {
        if (!(await take(name, ttlMs))) return null;
        return await job();
      } catch (error) {
        log.error({ err: error, job: name }, 'background job failed');
        return null;
      }
    },
    /** Gives one lease back at once (a lock held for one piece of work, e.g. an invoice number). */
    async release(name: string): Promise<void> {
      await leases.release(name, holder);
    },
    /** On close: the next instance need not wait for the lease to expire. */
    async releaseAll(): Promise<void> {
      await leases.releaseAll(holder);
    },
  };
}

export type JobLeases = ReturnType<typeof createJobLeases>;
