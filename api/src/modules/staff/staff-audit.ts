import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import { nowIso, type Database } from '../../db/database.js';
import type { AuditRow, StaffRepository } from './staff.repository.js';
import type { AuditEntrySchema } from '@store/contracts/wire/staff';

/** Who did it: a staff member, or the platform operator at the command line. */
export interface Actor {
  id: number | null;
  email: string;
}

export const OPERATOR: Actor = { id: null, email: 'operador de la plataforma' };

export type AuditEntry = Static<typeof AuditEntrySchema>;

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export const auditEntryOf = (row: AuditRow): AuditEntry => ({
  id: Number(row.id),
  at: row.created_at,
  actor: row.actor,
  action: row.action,
  subject: row.subject,
  before: parsed(row.before_json),
  after: parsed(row.after_json),
});

/** The audit log: every staff write, in the write's own transaction. */
export function createStaffAudit(repository: StaffRepository) {
  return {
    record: (
      executor: Kysely<Database>,
      tenantId: number,
      actor: Actor,
      action: string,
      subject: string,
      before: unknown,
      after: unknown,
    ) =>
      repository.insertAudit(executor, {
        tenant_id: tenantId,
        staff_id: actor.id,
        actor: actor.email,
        action,
        subject,
        before_json: before === null ? null : JSON.stringify(before),
        after_json: after === null ? null : JSON.stringify(after),
        created_at: nowIso(),
      }),

    async search(
      tenantId: number,
      query: { q?: string; subject?: string; page: number; pageSize: number },
    ) {
      const { rows, total } = await repository.searchAudit(tenantId, query);
      return { items: rows.map(auditEntryOf), totalCount: total, page: query.page };
    },
  };
}

export type StaffAudit = ReturnType<typeof createStaffAudit>;
