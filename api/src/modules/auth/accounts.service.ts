import { nowIso } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { MailService } from '../mail/index.js';
import type { Tenant, TenantsService } from '../tenants/index.js';
import {
  hashEmailCode,
  newEmailCode,
  normalizeEmail,
  optionalText,
  toAccountUser,
  type AccountUser,
} from './account-user.js';
import type { AccountMails } from './account-mails.js';
import { authMessages } from './auth-messages.js';
import type { EmailCodePurpose } from './auth.tables.js';
import type { BackgroundTasks } from './background-tasks.js';
import type { EmailCodesRepository } from './email-codes.repository.js';
import type { LoginSessions } from './login-sessions.js';
import type { LoginThrottle } from './login-throttle.js';
import { LockedError } from './login.service.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import { forgetPersonalData, type PersonalDataHolders } from './personal-data.js';
import type { UserRow, UsersRepository } from './users.repository.js';

export const ACTIVATION_SECONDS = 7 * 24 * 60 * 60;
export const RESET_SECONDS = 60 * 60;

export interface Registration {
  name: string;
  email: string;
  password: string;
  phoneNumber?: string | null;
  company?: string | null;
}

export interface ProfileChanges {
  name: string;
  email: string;
  phoneNumber?: string | null;
  company?: string | null;
  currentPassword?: string;
}

export interface AccountsDeps {
  users: UsersRepository;
  codes: EmailCodesRepository;
  sessions: LoginSessions;
  throttle: LoginThrottle;
  mails: AccountMails;
  mail: MailService;
  tenants: TenantsService;
  background: BackgroundTasks;
  holders: () => PersonalDataHolders;
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** Registration, activation, password reset, profile and deletion of buyer accounts. */
export function createAccountsService(deps: AccountsDeps) {
  const { users, codes } = deps;

  function checkPassword(tenant: Tenant, password: string, email: string): void {
    const problem = passwordProblem(password, email, authMessages(tenant.environment));
    if (problem) throw AppError.badRequest(problem, 'password');
  }

  /**
   * The e-mail is what logs in and what a password reset goes to, so changing it asks for the
   * password again (ASVS V6 re-authentication), under the same lock as the login: a stolen
   * session alone cannot take the account over, nor guess the password here.
   */
  async function confirmIdentity(
    tenant: Tenant,
    user: UserRow,
    password: string | undefined,
    address: string,
  ) {
    const messages = authMessages(tenant.environment);
    if (!user.password_hash || !user.email)
      throw AppError.unprocessable(messages.emailChangeWithoutPassword, 'email');
    if (!password) throw AppError.badRequest(messages.currentPasswordRequired, 'currentPassword');
    const wait = await deps.throttle.lockedForSeconds(tenant.id, user.email, address);
    if (wait > 0) throw new LockedError(messages.accountLocked, wait);
    if (!(await verifyPassword(user.password_hash, password))) {
      await deps.throttle.recordFailure(tenant.id, user.email, address);
      throw AppError.unprocessable(messages.currentPasswordWrong, 'currentPassword');
    }
    await deps.throttle.clear(tenant.id, user.email, address);
  }

  function checkName(tenant: Tenant, name: string): string {
    const trimmed = name.trim();
    if (!trimmed) throw AppError.badRequest(authMessages(tenant.environment).nameRequired, 'name');
    return trimmed;
  }

  async function issueCode(userId: number, purpose: EmailCodePurpose, seconds: number) {
    const at = nowIso();
    await codes.retireAll(userId, purpose, at);
    const { code, hash } = newEmailCode();
    await codes.insert({ userId, purpose, codeHash: hash, expiresAt: later(seconds), at });
    return code;
  }

  async function sendActivation(tenant: Tenant, userId: number, email: string, name: string) {
    const code = await issueCode(userId, 'activation', ACTIVATION_SECONDS);
    await deps.mails.activation(tenant, email, name, userId, code);
  }

  /** A valid, unused, unexpired code of the account, used up now; null otherwise. */
  async function useCode(userId: number, purpose: EmailCodePurpose, code: string) {
    const row = await codes.find(userId, purpose, hashEmailCode(code));
    if (!row || Date.parse(row.expires_at) < Date.now()) return null;
    if (row.used_at) return { row, fresh: false };
    return { row, fresh: await codes.markUsed(Number(row.id), nowIso()) };
  }

  return {
    /**
     * `Account/RegisterUser`. The answer is the same whether the e-mail is new or not (no account
     * enumeration); the work happens after it: a new or still pending account gets the activation
     * e-mail, an active one a note that it already exists.
     */
    async register(tenant: Tenant, input: Registration): Promise<void> {
      const config = await deps.tenants.getConfig(tenant);
      if (!config.registrationInShop)
        throw new AppError(403, authMessages(tenant.environment).registrationClosed);
      const email = normalizeEmail(input.email);
      const name = checkName(tenant, input.name);
      checkPassword(tenant, input.password, email);
      const details = {
        full_name: name,
        phone_number: optionalText(input.phoneNumber),
        company: optionalText(input.company),
      };
      deps.background.run('register', `${tenant.id}:${email}`, async () => {
        const existing = await users.findByEmail(tenant.id, email);
        if (existing?.status === 'active')
          return deps.mails.alreadyRegistered(tenant, email, existing.full_name);
        const at = nowIso();
        const passwordHash = await hashPassword(input.password);
        // Only the owner of the mailbox can activate, so a pending account takes the latest details.
        const userId = existing
          ? (await users.update(tenant.id, Number(existing.id), {
              ...details,
              password_hash: passwordHash,
              updated_at: at,
            }),
            Number(existing.id))
          : await users.insert({
              tenant_id: tenant.id,
              email,
              ...details,
              password_hash: passwordHash,
              status: 'pending',
              activated_at: null,
              deleted_at: null,
              created_at: at,
              updated_at: at,
            });
        await sendActivation(tenant, userId, email, name);
      });
    },

    /** `Account/SendEmailActivationEcommerceLink`: a new link for a pending account, silently. */
    resendActivation(tenant: Tenant, rawEmail: string): void {
      const email = normalizeEmail(rawEmail);
      deps.background.run('resend activation', `${tenant.id}:${email}`, async () => {
        const user = await users.findByEmail(tenant.id, email);
        if (user?.status === 'pending')
          await sendActivation(tenant, Number(user.id), email, user.full_name);
      });
    },

    /** `Account/ValidateCodeAuth`: activates the account; a link used again still answers true. */
    async activate(tenant: Tenant, userId: number, token: string): Promise<{ canLogin: true }> {
      const user = await users.findById(tenant.id, userId);
      const used =
        user && user.status !== 'deleted' ? await useCode(userId, 'activation', token) : null;
      // A link used before only confirms an account that is already active.
      if (!used || !user || (user.status === 'pending' && !used.fresh))
        throw AppError.unprocessable(authMessages(tenant.environment).activationInvalid);
      if (user.status === 'pending') {
        const at = nowIso();
        await users.update(tenant.id, userId, {
          status: 'active',
          activated_at: at,
          updated_at: at,
        });
      }
      return { canLogin: true };
    },

    /**
     * `Account/SendPasswordResetCodePartner`: a reset link for an active account, an activation
     * link for a pending one, nothing otherwise; the caller always gets the same answer.
     */
    requestPasswordReset(tenant: Tenant, rawEmail: string): void {
      const email = normalizeEmail(rawEmail);
      deps.background.run('password reset', `${tenant.id}:${email}`, async () => {
        const user = await users.findByEmail(tenant.id, email);
        if (user?.status === 'pending')
          return sendActivation(tenant, Number(user.id), email, user.full_name);
        if (user?.status !== 'active') return;
        const code = await issueCode(Number(user.id), 'password-reset', RESET_SECONDS);
        await deps.mails.passwordReset(tenant, email, user.full_name, code);
      });
    },

    /** `Account/ResetPassword`: a new password with a valid code; every session ends. */
    async resetPassword(
      tenant: Tenant,
      rawEmail: string,
      resetCode: string,
      password: string,
    ): Promise<void> {
      const email = normalizeEmail(rawEmail);
      const messages = authMessages(tenant.environment);
      checkPassword(tenant, password, email);
      const user = await users.findByEmail(tenant.id, email);
      const used =
        user?.status === 'active'
          ? await useCode(Number(user.id), 'password-reset', resetCode)
          : null;
      if (!user || !used?.fresh) throw AppError.unprocessable(messages.resetInvalid, 'resetCode');
      await users.update(tenant.id, Number(user.id), {
        password_hash: await hashPassword(password),
        updated_at: nowIso(),
      });
      await deps.sessions.endAllOf(Number(user.id), 'password-reset');
    },

    /** An active buyer's profile, for the documents made for them (quotes); null otherwise. */
    async profileOf(tenant: Tenant, userId: number): Promise<AccountUser | null> {
      const user = await users.findById(tenant.id, userId);
      return user?.status === 'active' && user.email ? toAccountUser(user) : null;
    },

    /** `Account/UpdateProfile`; a changed e-mail is told to the old address. */
    async updateProfile(
      tenant: Tenant,
      userId: number,
      input: ProfileChanges,
      address: string,
    ): Promise<AccountUser> {
      const user = await users.findById(tenant.id, userId);
      if (!user || user.status !== 'active' || !user.email) throw AppError.notFound();
      const email = normalizeEmail(input.email);
      const name = checkName(tenant, input.name);
      if (email !== user.email) {
        await confirmIdentity(tenant, user, input.currentPassword, address);
        const other = await users.findByEmail(tenant.id, email);
        if (other)
          throw AppError.unprocessable(authMessages(tenant.environment).emailTaken, 'email');
      }
      await users.update(tenant.id, userId, {
        email,
        full_name: name,
        phone_number: optionalText(input.phoneNumber),
        company: optionalText(input.company),
        updated_at: nowIso(),
      });
      if (email !== user.email) await deps.mails.emailChanged(tenant, user.email, name, email);
      const updated = await users.findById(tenant.id, userId);
      if (!updated) throw AppError.notFound();
      return toAccountUser(updated);
    },

    /**
     * `Account/DeleteAccount`: the other modules forget the buyer first (favourites, saved
     * carts; orders are anonymised), then the account loses every personal datum. Its row stays,
     * empty, so the orders it placed keep a valid buyer id.
     */
    async deleteAccount(
      tenant: Tenant,
      userId: number,
      rawEmail: string,
      claimedUserId: number,
    ): Promise<void> {
      const user = await users.findById(tenant.id, userId);
      if (!user?.email || user.status === 'deleted') throw AppError.notFound();
      if (claimedUserId !== userId || normalizeEmail(rawEmail) !== user.email)
        throw AppError.notFound(authMessages(tenant.environment).accountMismatch);
      await forgetPersonalData(deps.holders(), tenant.id, userId);
      const at = nowIso();
      await users.deletePersonalLinks(tenant.id, userId, user.email);
      await users.update(tenant.id, userId, {
        email: null,
        full_name: '',
        phone_number: null,
        company: null,
        password_hash: null,
        status: 'deleted',
        deleted_at: at,
        updated_at: at,
      });
      await deps.mail.forgetRecipient(user.email);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
