import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/errors.js';
import { setRecent } from '../../lib/recent-map.js';
import { AUTH_MESSAGES, type Role } from '../../http/auth.js';
import { TENANT_NAME_PATTERN } from '../tenants/index.js';

export const TOKEN_ISSUER = 'store-api';
export const TOKEN_AUDIENCE = 'store';
/** The only algorithm signed and accepted: HMAC with the configured secret (never `none`). */
const ALGORITHMS = ['HS256'];

export type TokenType = 'access' | 'refresh';

export interface SignInput {
  tenant: string;
  subject: string;
  role: Role;
  userId: number | null;
  typ: TokenType;
  /** Lifetime: seconds, or a count with a unit (`'15m'`, `'30d'`). */
  expiresIn: number | string;
  /**
   * The login session (refresh-token family) a user token belongs to: logout, password reset,
   * refresh-token reuse and account deletion end it, and its access tokens with it.
   */
  sessionId?: string;
  /** The token's id (`jti`); a random UUID unless the caller stores it (refresh tokens). */
  tokenId?: string;
}

export interface TokenClaims {
  tenant: string;
  subject: string;
  role: Role;
  userId: number | null;
  typ: TokenType;
  /** The token's own id (`jti`), for refresh-token rotation and revocation. */
  tokenId: string;
  /** The login session of a user token (`sid`); null for guests and tokens minted without one. */
  sessionId: string | null;
  issuedAt: number;
  expiresAt: number;
}

const expired = () => new AppError(401, AUTH_MESSAGES.expired);

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `900` or `'15m'` -> 900; anything else is a programming error. */
export function lifetimeSeconds(expiresIn: number | string): number {
  const match = typeof expiresIn === 'string' ? /^(\d+)([smhd])$/.exec(expiresIn) : null;
  const seconds = match ? Number(match[1]) * (UNIT_SECONDS[match[2] ?? ''] ?? 0) : expiresIn;
  if (typeof seconds !== 'number' || !Number.isSafeInteger(seconds) || seconds <= 0)
    throw new Error(`expiresIn must be positive seconds or like '15m', not ${String(expiresIn)}`);
  return seconds;
}

function claimsOf(payload: Record<string, unknown>): TokenClaims {
  const { sub, ten, typ, role, uid, jti, iat, exp, sid } = payload;
  if (
    typeof sub !== 'string' ||
    sub === '' ||
    typeof ten !== 'string' ||
    !TENANT_NAME_PATTERN.test(ten)
  )
    throw expired();
  if (typ !== 'access' && typ !== 'refresh') throw expired();
  if (role !== 'guest' && role !== 'user') throw expired();
  const userId = uid === undefined || uid === null ? null : uid;
  if (role === 'user' ? !(Number.isSafeInteger(userId) && (userId as number) > 0) : userId !== null)
    throw expired();
  if (typeof jti !== 'string' || typeof iat !== 'number' || typeof exp !== 'number')
    throw expired();
  if (sid !== undefined && (typeof sid !== 'string' || sid === '' || role !== 'user'))
    throw expired();
  return {
    tenant: ten,
    subject: sub,
    role,
    userId: userId as number | null,
    typ,
    tokenId: jti,
    sessionId: typeof sid === 'string' ? sid : null,
    issuedAt: iat,
    expiresAt: exp,
  };
}

/** Seconds a token is still taken after its `exp` (clocks of several instances drift). */
const CLOCK_TOLERANCE_SECONDS = 5;

/**
 * Tokens this process verified, kept with their claims (the most recent 10,000). The browser
 * sends its token with every call, and jose's signature check (WebCrypto HMAC) costs about
 * 85 µs of CPU, more than most calls; a kept token is answered by its exact text, so only its
 * expiry is checked again. A changed byte is another text, verified in full.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/** Signs and verifies the API's bearer tokens (HS256 JWT, key from configuration only). */
export function createTokensService(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, TokenClaims>();

  /** The claims of a token whose signature and claims were checked before, while it lasts. */
  function keptClaims(token: string): TokenClaims | undefined {
    const claims = verified.get(token);
    if (claims === undefined) return undefined;
    // The same test as jose's: expired once `exp` is past the tolerance.
    if (claims.expiresAt <= Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE_SECONDS) {
      verified.delete(token);
      return undefined;
    }
    return claims;
  }

  function keep(token: string, claims: TokenClaims): void {
    setRecent(verified, token, claims, VERIFIED_TOKENS_KEPT);
  }

  return {
    async sign(input: SignInput): Promise<string> {
      const lifetime = lifetimeSeconds(input.expiresIn);
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        ten: input.tenant,
        typ: input.typ,
        role: input.role,
        ...(input.userId !== null ? { uid: input.userId } : {}),
        ...(input.sessionId ? { sid: input.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(input.subject)
        .setJti(input.tokenId ?? randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(key);
    },

    /** The claims of a valid token of the expected type; a 401 AppError otherwise. */
    async verify(token: string, expected: TokenType): Promise<TokenClaims> {
      let claims = keptClaims(token);
      if (claims === undefined) {
        let payload: Record<string, unknown>;
        try {
          ({ payload } = await jwtVerify(token, key, {
            algorithms: ALGORITHMS,
            issuer: TOKEN_ISSUER,
            audience: TOKEN_AUDIENCE,
            requiredClaims: ['exp', 'iat', 'sub', 'jti'],
            clockTolerance: CLOCK_TOLERANCE_SECONDS,
          }));
        } catch (error) {
          if (error instanceof joseErrors.JOSEError) throw expired();
          throw error;
        }
        claims = Object.freeze(claimsOf(payload));
        keep(token, claims);
      }
      // A refresh token must never open the API, nor an access token refresh a session.
      if (claims.typ !== expected) throw expired();
      return claims;
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
