import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/** All SQL about login sessions (refresh-token families) and their refresh tokens. */
export function createSessionsRepository(db: Kysely<Database>) {
  return {
    async createSession(session: {
      id: string;
      tenantId: number;
      userId: number;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('auth_sessions')
        .values({
          id: session.id,
          tenant_id: session.tenantId,
          user_id: session.userId,
          created_at: session.at,
          revoked_at: null,
          revoked_reason: null,
        })
        .execute();
    },

    async insertRefreshToken(token: {
      id: string;
      sessionId: string;
      parentId: string | null;
      at: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('auth_refresh_tokens')
        .values({
          id: token.id,
          session_id: token.sessionId,
          parent_id: token.parentId,
          created_at: token.at,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** A refresh token with its session and the session's account. */
    findRefreshToken: (id: string) =>
      db
        .selectFrom('auth_refresh_tokens as r')
        .innerJoin('auth_sessions as s', 's.id', 'r.session_id')
        .innerJoin('auth_users as u', 'u.id', 's.user_id')
        .select([
          'r.id',
          'r.session_id',
          'r.expires_at',
          'r.used_at',
          's.tenant_id',
          's.user_id',
          's.revoked_at',
          's.revoked_reason',
          'u.status',
        ])
        .where('r.id', '=', id)
        .executeTakeFirst(),

    /** Marks a token used; false when another request used it first. */
    async markUsed(id: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable('auth_refresh_tokens')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Whether a session may still act: it exists, is not revoked, and its account is active. */
    findLiveSession: (id: string, tenantId: number, userId: number) =>
      db
        .selectFrom('auth_sessions as s')
        .innerJoin('auth_users as u', 'u.id', 's.user_id')
        .select(['s.id'])
        .where('s.id', '=', id)
        .where('s.tenant_id', '=', tenantId)
        .where('s.user_id', '=', userId)
        .where('s.revoked_at', 'is', null)
        .where('u.status', '=', 'active')
        .executeTakeFirst(),

    /** Why a session ended ('logout', 'reuse', 'blocked'...), or null. */
    async revokedReason(id: string): Promise<string | null> {
      const row = await db
        .selectFrom('auth_sessions')
        .select('revoked_reason')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.revoked_reason ?? null;
    },

    async revokeSession(id: string, reason: string, at: string): Promise<void> {
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: at, revoked_reason: reason })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeUserSessions(userId: number, reason: string, at: string): Promise<void> {
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: at, revoked_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
