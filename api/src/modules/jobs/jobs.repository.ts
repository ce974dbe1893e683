import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** The leases of background jobs (`job_leases`, migration 0950): one row per job. */
export function createJobsRepository(db: Kysely<Database>) {
  return {
    /**
     * One upsert that gives the lease `name` to `holder` until `expiresAt` only when it is free
     * (expired before `now`) or already this holder's; then who holds it.
     */
    async take(name: string, holder: string, now: string, expiresAt: string) {
      await db
        .insertInto('job_leases')
        .values({ name, holder, expires_at: expiresAt })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ holder, expires_at: expiresAt })
            .where((eb) =>
              eb.or([eb('job_leases.expires_at', '<', now), eb('job_leases.holder', '=', holder)]),
            ),
        )
        .execute();
      const row = await db
        .selectFrom('job_leases')
        .select('holder')
        .where('name', '=', name)
        .executeTakeFirst();
      return row?.holder;
    },

    async release(name: string, holder: string): Promise<void> {
      await db
        .deleteFrom('job_leases')
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },

    async releaseAll(holder: string): Promise<void> {
      await db.deleteFrom('job_leases').where('holder', '=', holder).execute();
    },
  };
}
