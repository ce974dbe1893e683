import fp from 'fastify-plugin';
import { registerAccountRoutes } from './account.routes.js';
import { createAccountMails } from './account-mails.js';
import { createAccountsService, type AccountsService } from './accounts.service.js';
import { createAuthService, type AuthService } from './auth.service.js';
import { createBackgroundTasks } from './background-tasks.js';
import { createEmailCodesRepository } from './email-codes.repository.js';
import { createExternalAuthProviders, type ProviderInfo } from './external-auth.js';
import { createGoogleProvider, readGoogleSettings } from './google-provider.js';
import { createLoginSessions } from './login-sessions.js';
import { createLoginThrottle } from './login-throttle.js';
import { createLoginService, type LoginService } from './login.service.js';
import { personalDataHoldersOf } from './personal-data.js';
import { createSessionsRepository } from './sessions.repository.js';
import { registerTokenRoutes } from './token.routes.js';
import { createTokensService, type TokensService } from './tokens.service.js';
import { createUsersRepository } from './users.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies bearer tokens; the auth hook (http/auth.ts) uses it on every request. */
    tokens: TokensService;
    /** Guest access and buyers' login sessions (refresh, logout, liveness of a session). */
    sessions: AuthService;
    /** Buyer accounts: login, registration, activation, password reset, profile, deletion. */
    accounts: AccountsService &
      LoginService & {
        externalProviders(): ProviderInfo[];
        /** Resolves when the work done after answering (e-mails of register, reset) is over. */
        settled(): Promise<void>;
      };
  }
}

export const authRoutes = fp(
  async (app) => {
    const users = createUsersRepository(app.db);
    const google = readGoogleSettings();
    const providers = createExternalAuthProviders(
      google ? [createGoogleProvider(google)] : [],
      app.config.publicUrl,
      app.log,
    );
    const background = createBackgroundTasks(app.log);

    app.decorate('tokens', createTokensService(app.config.jwtSecret));
    const loginSessions = createLoginSessions(app.tokens, createSessionsRepository(app.db));
    app.decorate('sessions', createAuthService(app.tokens, loginSessions));
    const throttle = createLoginThrottle(app.db);
    const accounts = createAccountsService({
      users,
      codes: createEmailCodesRepository(app.db),
      sessions: loginSessions,
      throttle,
      mails: createAccountMails({
        mail: app.mail,
        tenants: app.tenants,
        publicUrl: app.config.publicUrl,
      }),
      mail: app.mail,
      tenants: app.tenants,
      background,
      holders: () => personalDataHoldersOf(app),
    });
    const login = createLoginService({
      users,
      sessions: loginSessions,
      throttle,
      providers,
    });
    app.decorate('accounts', {
      ...accounts,
      ...login,
      externalProviders: providers.list,
      settled: background.settled,
    });
    app.addHook('onClose', () => background.settled());

    registerTokenRoutes(app);
    registerAccountRoutes(app);
  },
  { name: 'auth', dependencies: ['tenants', 'mail'] },
);
