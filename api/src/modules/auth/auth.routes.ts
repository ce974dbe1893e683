import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { ok, responsesOf } from '../../http/envelope.js';
import { AccessTokenSchema, GetAccessQuerySchema } from './auth.schemas.js';
import { createAuthService, type AuthService } from './auth.service.js';
import { createTokensService, type TokensService } from './tokens.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies bearer tokens; the auth hook (http/auth.ts) uses it on every request. */
    tokens: TokensService;
    /** Sessions: guest access now; users, login and refresh next. */
    sessions: AuthService;
  }
}

export const authRoutes = fp(
  async (app) => {
    app.decorate('tokens', createTokensService(app.config.jwtSecret));
    app.decorate('sessions', createAuthService(app.tokens));
    const routes = app.withTypeProvider<TypeBoxTypeProvider>();

    routes.get(
      '/api/TokenAuth/GetAccess',
      {
        config: { auth: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { querystring: GetAccessQuerySchema, response: responsesOf(AccessTokenSchema) },
      },
      async (request) => ok(await app.sessions.issueGuestAccess(request.tenant.name)),
    );

    // Users, login (TokenAuth/Authenticate), RefreshToken, LogOut and the Account/* routes go
    // here, each with its rate limit; see README.md.
  },
  { name: 'auth', dependencies: ['tenants'] },
);
