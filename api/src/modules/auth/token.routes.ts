import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authOf } from '../../http/auth.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { sessionRateLimit } from '../../http/session-rate-limit.js';
import {
  AccessTokenSchema,
  AcceptedSchema,
  AuthenticateBodySchema,
  ExternalAuthenticateBodySchema,
  ExternalProvidersSchema,
  GetAccessQuerySchema,
  LoginResultSchema,
  NoQuerySchema,
  RefreshBodySchema,
  RefreshQuerySchema,
  TokenPairSchema,
} from '@store/contracts/wire/auth';
import { handOverGuestData } from './guest-handover.js';
import { assertShopClient } from './shop-client.js';

/** Spec section 7, `TokenAuth/*`: guest access, login, external login, refresh, logout. */
export function registerTokenRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(
    '/api/TokenAuth/GetAccess',
    {
      config: { auth: 'public', rateLimit: sessionRateLimit(app.config, 30) },
      schema: { querystring: GetAccessQuerySchema, response: responsesOf(AccessTokenSchema) },
    },
    async (request) => ok(await app.sessions.issueGuestAccess(request.tenant.name)),
  );

  routes.post(
    '/api/services/app/TokenAuth/Authenticate',
    {
      // Per address (many accounts); each account is also braked per address (login-throttle.ts).
      config: { auth: 'public', rateLimit: sessionRateLimit(app.config, 30) },
      schema: { body: AuthenticateBodySchema, response: responsesOf(LoginResultSchema) },
    },
    async (request) => {
      const { email, password, isEcommerceClient } = request.body;
      assertShopClient(request.tenant, isEcommerceClient);
      const login = await app.accounts.authenticate(request.tenant, email, password, request.ip);
      await handOverGuestData(request, login);
      return ok(login);
    },
  );

  routes.get(
    '/api/services/app/TokenAuth/GetExternalAuthenticationProviders',
    {
      config: { auth: 'public' },
      schema: { querystring: NoQuerySchema, response: responsesOf(ExternalProvidersSchema) },
    },
    async () => ok(app.accounts.externalProviders()),
  );

  routes.post(
    '/api/services/app/TokenAuth/ExternalAuthenticate',
    {
      config: { auth: 'public', rateLimit: sessionRateLimit(app.config, 20) },
      schema: { body: ExternalAuthenticateBodySchema, response: responsesOf(LoginResultSchema) },
    },
    async (request) => {
      const { authProvider, providerAccessCode, redirectUri, isEcommerceClient } = request.body;
      assertShopClient(request.tenant, isEcommerceClient);
      const login = await app.accounts.authenticateExternal(
        request.tenant,
        authProvider,
        providerAccessCode,
        redirectUri,
      );
      await handOverGuestData(request, login);
      return ok(login);
    },
  );

  routes.post(
    '/api/TokenAuth/RefreshToken',
    {
      config: { auth: 'public', rateLimit: sessionRateLimit(app.config, 60) },
      schema: {
        querystring: RefreshQuerySchema,
        body: RefreshBodySchema,
        response: responsesOf(TokenPairSchema),
      },
    },
    async (request) => {
      const token = request.body?.refreshToken ?? request.query.refreshToken;
      if (!token)
        throw AppError.badRequest('El campo "refreshToken" es obligatorio.', 'refreshToken');
      return ok(await app.sessions.refresh(request.tenant, token));
    },
  );

  routes.get(
    '/api/TokenAuth/LogOut',
    {
      config: { auth: 'token' },
      schema: { querystring: NoQuerySchema, response: responsesOf(AcceptedSchema) },
    },
    async (request) => {
      await app.sessions.end(authOf(request).sessionId);
      return ok({ accepted: true as const });
    },
  );
}
