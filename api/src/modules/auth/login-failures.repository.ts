import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** Wrong passwords per account and address (`auth_login_failures`), for the login brake. */
export function createLoginFailuresRepository(db: Kysely<Database>) {
  return {
    /** How many failures this address made on this account after `since`, and the last one. */
    recent: (tenantId: number, email: string, address: string, since: string) =>
      db
        .selectFrom('auth_login_failures')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('failures'),
          eb.fn.max('failed_at').as('last'),
        ])
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('address', '=', address)
        .where('failed_at', '>', since)
        .executeTakeFirst(),

    async insert(tenantId: number, email: string, address: string, at: string): Promise<void> {
      await db
        .insertInto('auth_login_failures')
        .values({ tenant_id: tenantId, email, address, failed_at: at })
        .execute();
    },

    /** Every failure at or before `until`, whoever made it. */
    async deleteUntil(until: string): Promise<void> {
      await db.deleteFrom('auth_login_failures').where('failed_at', '<=', until).execute();
    },

    async deleteOf(tenantId: number, email: string, address: string): Promise<void> {
      await db
        .deleteFrom('auth_login_failures')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .where('address', '=', address)
        .execute();
    },
  };
}
