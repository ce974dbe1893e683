import { randomUUID } from 'node:crypto';
import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { AUTH_MESSAGES, userSubject } from '../../http/auth.js';
import type { Tenant } from '../tenants/index.js';
import { authMessages } from './auth-messages.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { TokenClaims, TokensService } from './tokens.service.js';

/** Staff blocking a buyer end the buyer's sessions with this reason. */
export const BLOCKED_REASON = 'blocked';

/** Spec: short-lived access tokens; OWASP: 5 to 15 minutes. */
export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;
/** Two tabs refreshing with the same token at once both get through within this window. */
export const REFRESH_REUSE_GRACE_MS = 30_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  expireInSeconds: number;
}

const ended = (tenant: Tenant | null, reason: string | null = null) =>
  new AppError(
    401,
    reason === BLOCKED_REASON && tenant
      ? authMessages(tenant.environment).accountBlocked
      : AUTH_MESSAGES.expired,
  );
const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/**
 * Login sessions: each is a refresh-token family. A refresh token works once; using it gives a
 * new pair whose refresh token is its child. A token used again after the grace window means it
 * was copied: the whole family is revoked, and the access tokens of the session stop working.
 */
export function createLoginSessions(tokens: TokensService, repository: SessionsRepository) {
  async function issuePair(
    tenant: Tenant,
    userId: number,
    sessionId: string,
    parentId: string | null,
  ): Promise<TokenPair> {
    const refreshId = randomUUID();
    const common = {
      tenant: tenant.name,
      subject: userSubject(userId),
      role: 'user' as const,
      userId,
      sessionId,
    };
    const [accessToken, refreshToken] = await Promise.all([
      tokens.sign({ ...common, typ: 'access', expiresIn: ACCESS_TOKEN_SECONDS }),
      tokens.sign({
        ...common,
        typ: 'refresh',
        expiresIn: REFRESH_TOKEN_SECONDS,
        tokenId: refreshId,
      }),
    ]);
    await repository.insertRefreshToken({
      id: refreshId,
      sessionId,
      parentId,
      at: nowIso(),
      expiresAt: later(REFRESH_TOKEN_SECONDS),
    });
    return { accessToken, refreshToken, expireInSeconds: ACCESS_TOKEN_SECONDS };
  }

  return {
    /** A successful login: a new session and its first pair of tokens. */
    async start(tenant: Tenant, userId: number): Promise<TokenPair> {
      const sessionId = randomUUID();
      await repository.createSession({ id: sessionId, tenantId: tenant.id, userId, at: nowIso() });
      return issuePair(tenant, userId, sessionId, null);
    },

    /** `TokenAuth/RefreshToken`: rotates the refresh token; 401 when the session is over. */
    async refresh(tenant: Tenant, refreshToken: string): Promise<TokenPair> {
      const claims = await tokens.verify(refreshToken, 'refresh');
      if (claims.tenant !== tenant.name) throw new AppError(401, AUTH_MESSAGES.otherTenant);
      const row = await repository.findRefreshToken(claims.tokenId);
      if (!row || row.tenant_id !== tenant.id || row.revoked_at || row.status !== 'active')
        throw ended(tenant, row?.revoked_reason);
      const now = nowIso();
      const firstUse = !row.used_at && (await repository.markUsed(row.id, now));
      if (!firstUse) {
        const usedAt = Date.parse(row.used_at ?? now);
        if (Date.now() - usedAt > REFRESH_REUSE_GRACE_MS) {
          await repository.revokeSession(row.session_id, 'reuse', now);
          throw ended(tenant);
        }
      }
      return issuePair(tenant, Number(row.user_id), row.session_id, row.id);
    },

    /** `TokenAuth/LogOut`: the session ends, with its refresh and access tokens. */
    async end(sessionId: string | null): Promise<void> {
      if (sessionId) await repository.revokeSession(sessionId, 'logout', nowIso());
    },

    /** After a password change every session of the account ends. */
    endAllOf: (userId: number, reason: string) =>
      repository.revokeUserSessions(userId, reason, nowIso()),

    /**
     * Every request of a user token bound to a session: the session must still be live and the
     * account active (logout, reuse, password reset and deletion end it at once).
     */
    async assertLive(claims: TokenClaims, tenant: Tenant | null): Promise<void> {
      if (claims.role !== 'user' || !claims.sessionId || claims.userId === null || !tenant) return;
      const live = await repository.findLiveSession(claims.sessionId, tenant.id, claims.userId);
      if (!live) throw ended(tenant, await repository.revokedReason(claims.sessionId));
    },
  };
}

export type LoginSessions = ReturnType<typeof createLoginSessions>;
