import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../http/errors.js';
import { TOKEN_ISSUER } from '../auth/index.js';

/**
 * Staff tokens: the buyers' key and issuer, their own audience. A buyer token (`aud: store`)
 * never passes here and a staff token never passes the buyers' check, whatever its claims.
 */
export const STAFF_AUDIENCE = 'store-staff';
/** A working day: the back office has no refresh token; removal or a role change applies at once. */
export const STAFF_ACCESS_SECONDS = 12 * 3600;
/** Between the password and the second factor. */
const CHALLENGE_SECONDS = 5 * 60;

export const STAFF_AUTH_MESSAGES = {
  expired: 'Tu sesión del equipo expiró. Ingresá de nuevo.',
  otherTenant: 'Tu sesión no corresponde a esta tienda.',
} as const;

export type StaffTokenType = 'staff-access' | 'staff-challenge';

export interface StaffClaims {
  tenant: string;
  staffId: number;
  typ: StaffTokenType;
}

const expired = () => new AppError(401, STAFF_AUTH_MESSAGES.expired);

export function createStaffTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(tenant: string, staffId: number, typ: StaffTokenType): Promise<string> {
      const now = Math.floor(Date.now() / 1000);
      const lifetime = typ === 'staff-access' ? STAFF_ACCESS_SECONDS : CHALLENGE_SECONDS;
      return new SignJWT({ ten: tenant, typ })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(STAFF_AUDIENCE)
        .setSubject(`staff:${staffId}`)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + lifetime)
        .sign(key);
    },

    async verify(token: string, expected: StaffTokenType): Promise<StaffClaims> {
      let payload: Record<string, unknown>;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: STAFF_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          clockTolerance: 5,
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw expired();
        throw error;
      }
      const { ten, typ, sub } = payload;
      const id = typeof sub === 'string' ? /^staff:(\d{1,15})$/.exec(sub)?.[1] : undefined;
      if (typeof ten !== 'string' || typ !== expected || !id) throw expired();
      return { tenant: ten, staffId: Number(id), typ: expected };
    },
  };
}

export type StaffTokens = ReturnType<typeof createStaffTokens>;
