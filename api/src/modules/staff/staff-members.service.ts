import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { normalizeEmail } from '../auth/index.js';
import type { Tenant } from '../tenants/index.js';
import type { Actor, StaffAudit } from './staff-audit.js';
import { hashCode } from './staff-totp.js';
import { memberOf, type StaffMember } from './staff-member.js';
import type { StaffRepository } from './staff.repository.js';
import type { StaffRole } from './staff-roles.js';

/** An invitation link lasts 72 hours. */
export const INVITATION_HOURS = 72;

export const STAFF_MESSAGES = {
  notFound: 'No encontramos a esa persona en el equipo.',
  alreadyMember: 'Esa dirección ya es parte del equipo.',
  self: 'No podés cambiar tu propio rol ni quitarte del equipo: pedíselo a otro dueño.',
  lastOwner: 'La tienda necesita al menos un dueño activo.',
} as const;

export function createStaffMembers(deps: {
  db: Kysely<Database>;
  repository: StaffRepository;
  audit: StaffAudit;
  /** Queues the invitation e-mail (staff-mails.ts) and answers the link. */
  invite: (tenant: Tenant, email: string, role: StaffRole, code: string) => Promise<string>;
}) {
  const { repository, audit } = deps;

  async function found(tenant: Tenant, id: number) {
    const row = await repository.byId(tenant.id, id);
    if (!row || row.status === 'removed') throw AppError.notFound(STAFF_MESSAGES.notFound);
    return row;
  }

  /** Another owner must stay when this one goes or stops being owner. */
  async function keepsAnOwner(tenant: Tenant, row: { role: string; status: string }) {
    if (
      row.role === 'owner' &&
      row.status === 'active' &&
      (await repository.countOwners(tenant.id)) <= 1
    )
      throw AppError.unprocessable(STAFF_MESSAGES.lastOwner);
  }

  return {
    list: async (tenant: Tenant): Promise<StaffMember[]> =>
      (await repository.list(tenant.id)).map(memberOf),

    /**
     * A new member (or a removed one again) with an invitation link valid 72 hours, by e-mail.
     * Answers the member and the link (the operator's command prints it).
     */
    async invite(
      tenant: Tenant,
      actor: Actor,
      input: { email: string; name?: string; role: StaffRole },
    ) {
      const email = normalizeEmail(input.email);
      const existing = await repository.byEmail(tenant.id, email);
      if (existing && existing.status === 'active')
        throw AppError.conflict(STAFF_MESSAGES.alreadyMember);
      const code = randomBytes(32).toString('base64url');
      const now = nowIso();
      const name = input.name?.trim() || email.split('@')[0]!;
      const id = await deps.db.transaction().execute(async (trx) => {
        const fields = {
          name,
          role: input.role,
          status: 'invited',
          password_hash: null,
          totp_secret: null,
          totp_enabled: 0,
          totp_last_step: null,
          recovery_codes_json: '[]',
          updated_at: now,
        };
        let staffId: number;
        if (existing) {
          staffId = Number(existing.id);
          await repository.update(trx, tenant.id, staffId, fields);
        } else {
          staffId = await repository.insert(trx, {
            tenant_id: tenant.id,
            email,
            last_login_at: null,
            created_at: now,
            ...fields,
          });
        }
        await repository.insertInvitation(trx, {
          tenant_id: tenant.id,
          staff_id: staffId,
          code_hash: hashCode(code),
          expires_at: new Date(Date.now() + INVITATION_HOURS * 3600_000).toISOString(),
          created_at: now,
        });
        await audit.record(
          trx,
          tenant.id,
          actor,
          'staff.invited',
          `staff:${staffId}`,
          existing ? memberOf(existing) : null,
          { email, name, role: input.role, status: 'invited' },
        );
        return staffId;
      });
      const link = await deps.invite(tenant, email, input.role, code);
      return { member: memberOf((await repository.byId(tenant.id, id))!), link };
    },

    async changeRole(
      tenant: Tenant,
      actor: Actor,
      id: number,
      role: StaffRole,
    ): Promise<StaffMember> {
      if (id === actor.id) throw AppError.unprocessable(STAFF_MESSAGES.self);
      const row = await found(tenant, id);
      if (row.role === role) return memberOf(row);
      if (role !== 'owner') await keepsAnOwner(tenant, row);
      await deps.db.transaction().execute(async (trx) => {
        await repository.update(trx, tenant.id, id, { role, updated_at: nowIso() });
        await audit.record(
          trx,
          tenant.id,
          actor,
          'staff.role-changed',
          `staff:${id}`,
          { role: row.role },
          { role },
        );
      });
      return memberOf((await repository.byId(tenant.id, id))!);
    },

    /** The member's tokens stop at once: every staff request reads the member's status. */
    async remove(tenant: Tenant, actor: Actor, id: number): Promise<void> {
      if (id === actor.id) throw AppError.unprocessable(STAFF_MESSAGES.self);
      const row = await found(tenant, id);
      await keepsAnOwner(tenant, row);
      await deps.db.transaction().execute(async (trx) => {
        await repository.update(trx, tenant.id, id, {
          status: 'removed',
          password_hash: null,
          totp_secret: null,
          totp_enabled: 0,
          recovery_codes_json: '[]',
          updated_at: nowIso(),
        });
        await audit.record(trx, tenant.id, actor, 'staff.removed', `staff:${id}`, memberOf(row), {
          status: 'removed',
        });
      });
    },
  };
}

export type StaffMembers = ReturnType<typeof createStaffMembers>;
