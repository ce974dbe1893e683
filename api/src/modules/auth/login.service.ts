import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import { normalizeEmail, toAccountUser, type AccountUser } from './account-user.js';
import { authMessages } from './auth-messages.js';
import type { ExternalAuthProviders, ExternalIdentity } from './external-auth.js';
import type { LoginSessions, TokenPair } from './login-sessions.js';
import type { LoginThrottle } from './login-throttle.js';
import { verifyDecoy, verifyPassword } from './passwords.js';
import type { UserRow, UsersRepository } from './users.repository.js';

/** `TokenAuth/Authenticate` and `ExternalAuthenticate` answer the tokens and the user's fields. */
export type LoginAnswer =
  | ({ canLogin: true } & TokenPair & AccountUser)
  | {
      canLogin: false;
      accessToken: null;
      refreshToken: null;
      expireInSeconds: null;
      userId: null;
      email: string;
      fullName: null;
      phoneNumber: null;
      company: null;
    };

const notYet = (email: string): LoginAnswer => ({
  canLogin: false,
  accessToken: null,
  refreshToken: null,
  expireInSeconds: null,
  userId: null,
  email,
  fullName: null,
  phoneNumber: null,
  company: null,
});

/** A 429 that says how long to wait (the error handler sends it as Retry-After). */
export class LockedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export function createLoginService(deps: {
  users: UsersRepository;
  sessions: LoginSessions;
  throttle: LoginThrottle;
  providers: ExternalAuthProviders;
}) {
  const { users, sessions, throttle } = deps;

  async function loggedIn(tenant: Tenant, user: UserRow): Promise<LoginAnswer> {
    // Staff blocked the buyer (back office): told so, after the password proved who asks.
    if (user.blocked_at) throw AppError.forbidden(authMessages(tenant.environment).accountBlocked);
    const tokens = await sessions.start(tenant, Number(user.id));
    return { canLogin: true, ...tokens, ...toAccountUser(user) };
  }

  async function accountOf(tenant: Tenant, identity: ExternalIdentity): Promise<UserRow> {
    const linked = await users.findByExternalLogin(tenant.id, identity.provider, identity.subject);
    if (linked?.status === 'active') return linked;
    const email = normalizeEmail(identity.email);
    const at = nowIso();
    const existing = await users.findByEmail(tenant.id, email);
    // The provider vouches for the mailbox, which is what activation proves.
    const userId = existing
      ? Number(existing.id)
      : await users.insert({
          tenant_id: tenant.id,
          email,
          full_name: identity.name,
          phone_number: null,
          company: null,
          password_hash: null,
          status: 'active',
          activated_at: at,
          deleted_at: null,
          created_at: at,
          updated_at: at,
        });
    if (existing?.status === 'pending')
      await users.update(tenant.id, userId, { status: 'active', activated_at: at, updated_at: at });
    await users.linkExternalLogin(tenant.id, userId, identity.provider, identity.subject, at);
    const user = await users.findById(tenant.id, userId);
    if (!user) throw new Error('the account just linked is missing');
    return user;
  }

  return {
    /**
     * E-mail and password, from the client's `address`. Unknown e-mails cost the same time as
     * known ones and count toward the same brake, so neither the answer nor its timing says
     * whether an account exists.
     */
    async authenticate(
      tenant: Tenant,
      rawEmail: string,
      password: string,
      address: string,
    ): Promise<LoginAnswer> {
      const messages = authMessages(tenant.environment);
      const email = normalizeEmail(rawEmail);
      const wait = await throttle.lockedForSeconds(tenant.id, email, address);
      if (wait > 0) throw new LockedError(messages.accountLocked, wait);
      const user = await users.findByEmail(tenant.id, email);
      const valid =
        user?.password_hash && user.status !== 'deleted'
          ? await verifyPassword(user.password_hash, password)
          : await verifyDecoy(password);
      if (!valid || !user) {
        await throttle.recordFailure(tenant.id, email, address);
        throw AppError.unprocessable(messages.invalidCredentials);
      }
      await throttle.clear(tenant.id, email, address);
      return user.status === 'active' ? loggedIn(tenant, user) : notYet(email);
    },

    /** A provider's authorization code: its verified e-mail logs in, links or creates the account. */
    async authenticateExternal(
      tenant: Tenant,
      provider: string,
      code: string,
      redirectUri: string,
    ): Promise<LoginAnswer> {
      const identity = await deps.providers.identify(tenant, provider, code, redirectUri);
      return loggedIn(tenant, await accountOf(tenant, identity));
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
