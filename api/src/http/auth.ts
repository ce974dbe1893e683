import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, isApiPath } from './errors.js';

export type AuthLevel = 'public' | 'token' | 'user' | 'staff';
export type Role = 'guest' | 'user';

/** Who is calling: from a verified access token of the request's tenant. */
export interface AuthContext {
  tenant: string;
  subject: string;
  role: Role;
  userId: number | null;
  /** The login session of a user token (what LogOut ends); null for guests. */
  sessionId: string | null;
}

export const AUTH_MESSAGES = {
  missing: 'Necesitás una sesión para continuar. Recargá la página.',
  expired: 'Tu sesión expiró. Ingresá de nuevo.',
  otherTenant: 'Tu sesión no corresponde a esta tienda.',
  userRequired: 'Ingresá con tu cuenta para continuar.',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'public': no token needed, but one that is sent must be valid; 'token': a guest or a
     * user; 'user': a logged-in user; 'staff': a member of the tenant's staff (the staff
     * module's own tokens, checked by `app.verifyStaff`). /api routes without it are 'token'.
     */
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Checks a staff route's bearer token (the staff module decorates it). */
    verifyStaff(request: FastifyRequest): Promise<void>;
  }
}

/** A buyer's token subject: what owns their uploads (a guest's is `guest:<uuid>`). */
export const userSubject = (userId: number) => `user:${userId}`;

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/i;

/** Verifies the bearer token of every /api route against the route's `config.auth` level. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route || !isApiPath(route)) return;
    const level = request.routeOptions.config.auth ?? 'token';
    const header = request.headers.authorization;
    // Staff tokens have their own audience: a buyer's never opens a staff route, nor the reverse.
    if (level === 'staff') return request.server.verifyStaff(request);

    if (header === undefined || header === '') {
      if (level !== 'public') throw new AppError(401, AUTH_MESSAGES.missing);
      return;
    }
    const token = BEARER.exec(header)?.[1];
    if (!token) throw new AppError(401, AUTH_MESSAGES.expired);

    const claims = await request.server.tokens.verify(token, 'access');
    // Without a tenant (health) there is nothing a token could reach, so nothing to compare.
    if (request.tenant && claims.tenant !== request.tenant.name)
      throw new AppError(401, AUTH_MESSAGES.otherTenant);
    // A user's session may have ended (logout, password reset, deletion) before the token expired.
    await request.server.sessions.assertLive(claims, request.tenant ?? null);
    if (level === 'user' && claims.role !== 'user')
      throw new AppError(401, AUTH_MESSAGES.userRequired);

    request.auth = {
      tenant: claims.tenant,
      subject: claims.subject,
      role: claims.role,
      userId: claims.userId,
      sessionId: claims.sessionId,
    };
  });
}

/** The caller of a 'token' or 'user' route (the hook already refused requests without one). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, AUTH_MESSAGES.missing);
  return request.auth;
}

/** The logged-in user of a 'user' route. */
export function userOf(request: FastifyRequest): AuthContext & { role: 'user'; userId: number } {
  const auth = authOf(request);
  if (auth.role !== 'user' || auth.userId === null)
    throw new AppError(401, AUTH_MESSAGES.userRequired);
  return auth as AuthContext & { role: 'user'; userId: number };
}
