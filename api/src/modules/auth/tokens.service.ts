import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/errors.js';
import { AUTH_MESSAGES, type Role } from '../../http/auth.js';
import { TENANT_NAME_PATTERN } from '../tenants/tenant-name.js';

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
  /** Lifetime in seconds. */
  expiresIn: number;
}

export interface TokenClaims {
  tenant: string;
  subject: string;
  role: Role;
  userId: number | null;
  typ: TokenType;
  /** The token's own id (`jti`), for refresh-token rotation and revocation. */
  tokenId: string;
  issuedAt: number;
  expiresAt: number;
}

const expired = () => new AppError(401, AUTH_MESSAGES.expired);

function claimsOf(payload: Record<string, unknown>): TokenClaims {
  const { sub, ten, typ, role, uid, jti, iat, exp } = payload;
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
  return {
    tenant: ten,
    subject: sub,
    role,
    userId: userId as number | null,
    typ,
    tokenId: jti,
    issuedAt: iat,
    expiresAt: exp,
  };
}

/** Signs and verifies the API's bearer tokens (HS256 JWT, key from configuration only). */
export function createTokensService(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    async sign(input: SignInput): Promise<string> {
      if (!Number.isInteger(input.expiresIn) || input.expiresIn <= 0)
        throw new Error('expiresIn must be a positive number of seconds');
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        ten: input.tenant,
        typ: input.typ,
        role: input.role,
        ...(input.userId !== null ? { uid: input.userId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(input.subject)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + input.expiresIn)
        .sign(key);
    },

    /** The claims of a valid token of the expected type; a 401 AppError otherwise. */
    async verify(token: string, expected: TokenType): Promise<TokenClaims> {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          clockTolerance: 5,
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw expired();
        throw error;
      }
      const claims = claimsOf(payload);
      // A refresh token must never open the API, nor an access token refresh a session.
      if (claims.typ !== expected) throw expired();
      return claims;
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
