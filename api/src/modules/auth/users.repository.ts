import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/database.js';
import type { UsersTable } from './auth.tables.js';

export type UserRow = Selectable<UsersTable>;

/** All SQL about accounts; every query is scoped by the tenant. */
export function createUsersRepository(db: Kysely<Database>) {
  return {
    findByEmail: (tenantId: number, email: string) =>
      db
        .selectFrom('auth_users')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .executeTakeFirst(),

    findById: (tenantId: number, id: number) =>
      db
        .selectFrom('auth_users')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),

    async insert(row: Insertable<UsersTable>): Promise<number> {
      const { id } = await db
        .insertInto('auth_users')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(id);
    },

    async update(tenantId: number, id: number, changes: Updateable<UsersTable>): Promise<void> {
      await db
        .updateTable('auth_users')
        .set(changes)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .execute();
    },

    /** The account of an external identity, if it was linked before. */
    findByExternalLogin: (tenantId: number, provider: string, subject: string) =>
      db
        .selectFrom('auth_external_logins as l')
        .innerJoin('auth_users as u', 'u.id', 'l.user_id')
        .selectAll('u')
        .where('l.tenant_id', '=', tenantId)
        .where('l.provider', '=', provider)
        .where('l.subject', '=', subject)
        .executeTakeFirst(),

    async linkExternalLogin(
      tenantId: number,
      userId: number,
      provider: string,
      subject: string,
      at: string,
    ): Promise<void> {
      await db
        .insertInto('auth_external_logins')
        .values({ tenant_id: tenantId, user_id: userId, provider, subject, created_at: at })
        .onConflict((oc) => oc.columns(['tenant_id', 'provider', 'subject']).doNothing())
        .execute();
    },

    /** Account deletion: what ties other rows to the person goes; the anonymous row stays. */
    async deletePersonalLinks(tenantId: number, userId: number, email: string): Promise<void> {
      await db.deleteFrom('auth_external_logins').where('user_id', '=', userId).execute();
      await db.deleteFrom('auth_email_codes').where('user_id', '=', userId).execute();
      await db.deleteFrom('auth_sessions').where('user_id', '=', userId).execute();
      await db
        .deleteFrom('auth_login_failures')
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
