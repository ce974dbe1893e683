import { randomUUID } from 'node:crypto';
import type { LoginSessions } from './login-sessions.js';
import type { TokensService } from './tokens.service.js';

/** Guests keep their token for a week: their cart lives in the browser, tied to it. */
export const GUEST_TOKEN_SECONDS = 7 * 24 * 60 * 60;

/** Sessions: guest access, and the login sessions of buyers (refresh, logout, liveness). */
export function createAuthService(tokens: TokensService, loginSessions: LoginSessions) {
  return {
    ...loginSessions,

    /** A new anonymous session of a tenant. */
    async issueGuestAccess(
      tenant: string,
    ): Promise<{ accessToken: string; expireInSeconds: number }> {
      const accessToken = await tokens.sign({
        tenant,
        subject: `guest:${randomUUID()}`,
        role: 'guest',
        userId: null,
        typ: 'access',
        expiresIn: GUEST_TOKEN_SECONDS,
      });
      return { accessToken, expireInSeconds: GUEST_TOKEN_SECONDS };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
