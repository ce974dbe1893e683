import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { authMessages } from '../auth/index.js';
import { normalizeEmail } from '../auth/index.js';
import { LockedError } from '../auth/index.js';
import type { LoginThrottle } from '../auth/index.js';
import { hashPassword, passwordProblem, verifyDecoy, verifyPassword } from '../auth/index.js';
import type { Tenant } from '../tenants/index.js';
import type { StaffAudit } from './staff-audit.js';
import { memberOf } from './staff-member.js';
import type { StaffRepository, StaffRow } from './staff.repository.js';
import type { StaffLoginAnswerSchema } from '@store/contracts/wire/staff';
import {
  checkTotp,
  hashCode,
  isRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  totpUri,
  type TotpVault,
} from './staff-totp.js';
import { STAFF_ACCESS_SECONDS, type StaffTokens } from './staff-tokens.js';

export const STAFF_LOGIN_MESSAGES = {
  wrongCode: 'El código no es correcto o ya se usó. Revisá la hora del teléfono y probá de nuevo.',
  invitationInvalid: 'La invitación no es válida, ya se usó o venció. Pedí una nueva a un dueño.',
} as const;

/**
 * What a login answers: the session (`done`), or the owner's second step: `totp` (a code of the
 * authenticator or a recovery code), `totp-setup` (first time: the secret to add, then a code).
 */
export type StaffLoginAnswer = Static<typeof StaffLoginAnswerSchema>;

const empty: StaffLoginAnswer = {
  step: 'done',
  accessToken: null,
  expireInSeconds: null,
  challenge: null,
  totpSecret: null,
  otpauthUri: null,
  recoveryCodes: null,
  member: null,
};

/** The throttle's key: staff and buyers of one address never share a count. */
const brakeKey = (email: string) => `staff:${email}`;

export function createStaffAuth(deps: {
  db: Kysely<Database>;
  repository: StaffRepository;
  tokens: StaffTokens;
  throttle: LoginThrottle;
  audit: StaffAudit;
  /** Seals the owners' TOTP secrets at rest. */
  vault: TotpVault;
}) {
  const { repository, tokens } = deps;

  async function session(tenant: Tenant, row: StaffRow, recoveryCodes: string[] | null) {
    await repository.update(deps.db, tenant.id, Number(row.id), { last_login_at: nowIso() });
    return {
      ...empty,
      step: 'done' as const,
      accessToken: await tokens.sign(tenant.name, Number(row.id), 'staff-access'),
      expireInSeconds: STAFF_ACCESS_SECONDS,
      recoveryCodes,
      member: memberOf({ ...row, last_login_at: nowIso() }),
    };
  }

  async function secondStep(tenant: Tenant, row: StaffRow): Promise<StaffLoginAnswer> {
    const challenge = await tokens.sign(tenant.name, Number(row.id), 'staff-challenge');
    if (Number(row.totp_enabled)) return { ...empty, step: 'totp', challenge };
    // First login of an owner: a new secret each time until a code proves it was added.
    const secret = newTotpSecret();
    await repository.update(deps.db, tenant.id, Number(row.id), {
      totp_secret: deps.vault.seal(secret),
    });
    const name = (tenant.displayName || tenant.name).trim();
    return {
      ...empty,
      step: 'totp-setup',
      challenge,
      totpSecret: secret,
      otpauthUri: totpUri(secret, name, row.email),
    };
  }

  async function activeMember(tenant: Tenant, challenge: string): Promise<StaffRow> {
    const claims = await tokens.verify(challenge, 'staff-challenge');
    if (claims.tenant !== tenant.name)
      throw new AppError(401, 'Tu sesión no corresponde a esta tienda.');
    const row = await repository.byId(tenant.id, claims.staffId);
    if (!row || row.status !== 'active' || !row.totp_secret)
      throw new AppError(401, 'Tu sesión del equipo expiró. Ingresá de nuevo.');
    return row;
  }

  return {
    /** Password first, with the buyers' brake (per account and address); owners then a code. */
    async login(tenant: Tenant, rawEmail: string, password: string, address: string) {
      const messages = authMessages(tenant.environment);
      const email = normalizeEmail(rawEmail);
      const wait = await deps.throttle.lockedForSeconds(tenant.id, brakeKey(email), address);
      if (wait > 0) throw new LockedError(messages.accountLocked, wait);
      const row = await repository.byEmail(tenant.id, email);
      const valid =
        row?.password_hash && row.status === 'active'
          ? await verifyPassword(row.password_hash, password)
          : await verifyDecoy(password);
      if (!valid || !row) {
        await deps.throttle.recordFailure(tenant.id, brakeKey(email), address);
        throw AppError.unprocessable(messages.invalidCredentials);
      }
      await deps.throttle.clear(tenant.id, brakeKey(email), address);
      return row.role === 'owner' ? secondStep(tenant, row) : session(tenant, row, null);
    },

    /** The second step: a code of the authenticator, or one recovery code (once each). */
    async verifySecondFactor(tenant: Tenant, challenge: string, code: string, address: string) {
      const row = await activeMember(tenant, challenge);
      const key = brakeKey(row.email);
      const wait = await deps.throttle.lockedForSeconds(tenant.id, key, address);
      if (wait > 0) throw new LockedError(authMessages(tenant.environment).accountLocked, wait);
      const fail = async (): Promise<never> => {
        await deps.throttle.recordFailure(tenant.id, key, address);
        throw AppError.unprocessable(STAFF_LOGIN_MESSAGES.wrongCode, 'code');
      };
      const enabled = Boolean(Number(row.totp_enabled));
      const actor = { id: Number(row.id), email: row.email };
      if (enabled && isRecoveryCode(code)) {
        const hashes = JSON.parse(row.recovery_codes_json) as string[];
        const left = hashes.filter((h) => h !== hashCode(code));
        if (left.length === hashes.length) return fail();
        await deps.db.transaction().execute(async (trx) => {
          await repository.update(trx, tenant.id, actor.id, {
            recovery_codes_json: JSON.stringify(left),
          });
          await deps.audit.record(
            trx,
            tenant.id,
            actor,
            'staff.recovery-code-used',
            `staff:${actor.id}`,
            null,
            { left: left.length },
          );
        });
        return session(tenant, row, null);
      }
      const step = await checkTotp(
        deps.vault.open(row.totp_secret!),
        code,
        row.totp_last_step === null ? null : Number(row.totp_last_step),
      );
      if (step === null || !(await repository.takeTotpStep(tenant.id, actor.id, step)))
        return fail();
      await deps.throttle.clear(tenant.id, key, address);
      if (enabled) return session(tenant, row, null);
      const codes = newRecoveryCodes();
      await deps.db.transaction().execute(async (trx) => {
        await repository.update(trx, tenant.id, actor.id, {
          totp_enabled: 1,
          recovery_codes_json: JSON.stringify(codes.map(hashCode)),
          updated_at: nowIso(),
        });
        await deps.audit.record(
          trx,
          tenant.id,
          actor,
          'staff.totp-enabled',
          `staff:${actor.id}`,
          { totpEnabled: false },
          { totpEnabled: true },
        );
      });
      return session(tenant, row, codes);
    },

    /** The invitation link: the member chooses a password and logs in (owners: then a code). */
    async acceptInvitation(
      tenant: Tenant,
      code: string,
      password: string,
      name: string | undefined,
    ) {
      const invitation = await repository.invitationByHash(hashCode(code));
      const now = nowIso();
      if (
        !invitation ||
        invitation.tenant_id !== tenant.id ||
        invitation.used_at ||
        invitation.expires_at <= now
      )
        throw AppError.unprocessable(STAFF_LOGIN_MESSAGES.invitationInvalid, 'code');
      const row = await repository.byId(tenant.id, Number(invitation.staff_id));
      if (!row || row.status === 'removed')
        throw AppError.unprocessable(STAFF_LOGIN_MESSAGES.invitationInvalid, 'code');
      const problem = passwordProblem(password, row.email, authMessages(tenant.environment));
      if (problem) throw AppError.unprocessable(problem, 'password');
      const hash = await hashPassword(password);
      const actor = { id: Number(row.id), email: row.email };
      await deps.db.transaction().execute(async (trx) => {
        if (!(await repository.useInvitation(trx, Number(invitation.id), now)))
          throw AppError.unprocessable(STAFF_LOGIN_MESSAGES.invitationInvalid, 'code');
        const changes = {
          status: 'active',
          password_hash: hash,
          name: name?.trim() || row.name,
          updated_at: now,
        };
        await repository.update(trx, tenant.id, actor.id, changes);
        await deps.audit.record(
          trx,
          tenant.id,
          actor,
          'staff.invitation-accepted',
          `staff:${actor.id}`,
          { status: row.status },
          { status: 'active', name: changes.name },
        );
      });
      const fresh = (await repository.byId(tenant.id, actor.id))!;
      return fresh.role === 'owner' ? secondStep(tenant, fresh) : session(tenant, fresh, null);
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
