import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type {
  StaffAuditTable,
  StaffMembersTable,
  StaffOrderNotesTable,
  StaffPaymentsTable,
} from './staff.tables.js';

export type StaffRow = Selectable<StaffMembersTable>;
export type AuditRow = Selectable<StaffAuditTable>;
export type PaymentRow = Selectable<StaffPaymentsTable>;
export type NoteRow = Selectable<StaffOrderNotesTable>;
export type NewAudit = Omit<AuditRow, 'id'>;

const likeOf = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** All of the staff module's SQL. */
export function createStaffRepository(db: Kysely<Database>) {
  return {
    byId: (tenantId: number, id: number) =>
      db
        .selectFrom('staff_members')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),

    byEmail: (tenantId: number, email: string) =>
      db
        .selectFrom('staff_members')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('email', '=', email)
        .executeTakeFirst(),

    list: (tenantId: number) =>
      db
        .selectFrom('staff_members')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('status', '!=', 'removed')
        .orderBy('id')
        .execute(),

    countOwners: async (tenantId: number) =>
      Number(
        (
          await db
            .selectFrom('staff_members')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('tenant_id', '=', tenantId)
            .where('role', '=', 'owner')
            .where('status', '=', 'active')
            .executeTakeFirstOrThrow()
        ).n,
      ),

    async insert(executor: Kysely<Database>, row: Omit<StaffRow, 'id'>): Promise<number> {
      const inserted = await executor
        .insertInto('staff_members')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    update: (
      executor: Kysely<Database>,
      tenantId: number,
      id: number,
      changes: Partial<Omit<StaffRow, 'id' | 'tenant_id'>>,
    ) =>
      executor
        .updateTable('staff_members')
        .set(changes)
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst(),

    /** Takes the TOTP step only if it is newer than the last one taken (a code works once). */
    async takeTotpStep(tenantId: number, id: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('staff_members')
        .set({ totp_last_step: step })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Second-factor secrets stored before they were sealed (no `.` of a sealed value). */
    plainTotpSecrets: () =>
      db
        .selectFrom('staff_members')
        .select(['id', 'totp_secret'])
        .where('totp_secret', 'is not', null)
        .where('totp_secret', 'not like', '%.%')
        .execute(),

    /** Replaces a secret only if it is still the one read (two instances starting at once). */
    async replaceTotpSecret(id: number, was: string, sealed: string): Promise<void> {
      await db
        .updateTable('staff_members')
        .set({ totp_secret: sealed })
        .where('id', '=', id)
        .where('totp_secret', '=', was)
        .execute();
    },

    insertInvitation: (
      executor: Kysely<Database>,
      row: {
        tenant_id: number;
        staff_id: number;
        code_hash: string;
        expires_at: string;
        created_at: string;
      },
    ) =>
      executor
        .insertInto('staff_invitations')
        .values({ ...row, used_at: null })
        .execute(),

    invitationByHash: (codeHash: string) =>
      db
        .selectFrom('staff_invitations')
        .selectAll()
        .where('code_hash', '=', codeHash)
        .executeTakeFirst(),

    /** Uses the invitation once; false when another request used it first. */
    async useInvitation(executor: Kysely<Database>, id: number, now: string): Promise<boolean> {
      const result = await executor
        .updateTable('staff_invitations')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A live events' ticket; the expired ones (used or not) go at the same time. */
    async insertEventTicket(row: {
      tenant_id: number;
      staff_id: number;
      code_hash: string;
      expires_at: string;
      now: string;
    }): Promise<void> {
      const { now, ...ticket } = row;
      await db.deleteFrom('staff_event_tickets').where('expires_at', '<', now).execute();
      await db
        .insertInto('staff_event_tickets')
        .values({ ...ticket, used_at: null })
        .execute();
    },

    /**
     * Uses a ticket once, if it has not expired: its tenant and member, or undefined (unknown,
     * expired, or used by another request first). One UPDATE, so two instances cannot both use it.
     */
    async useEventTicket(codeHash: string, now: string) {
      const result = await db
        .updateTable('staff_event_tickets')
        .set({ used_at: now })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return undefined;
      return db
        .selectFrom('staff_event_tickets')
        .select(['tenant_id', 'staff_id'])
        .where('code_hash', '=', codeHash)
        .executeTakeFirst();
    },

    insertAudit: (executor: Kysely<Database>, row: NewAudit) =>
      executor.insertInto('staff_audit').values(row).execute(),

    async searchAudit(
      tenantId: number,
      query: { q?: string; subject?: string; page: number; pageSize: number },
    ): Promise<{ rows: AuditRow[]; total: number }> {
      let base = db.selectFrom('staff_audit').where('tenant_id', '=', tenantId);
      if (query.subject) base = base.where('subject', '=', query.subject);
      if (query.q) {
        const like = likeOf(query.q);
        base = base.where((eb) =>
          eb.or(
            ['actor', 'action', 'subject', 'before_json', 'after_json'].map((column) =>
              eb(sql`lower(${sql.ref(column)})`, 'like', sql`${like} escape '\\'`),
            ),
          ),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    insertPayment: (executor: Kysely<Database>, row: Omit<PaymentRow, 'id'>) =>
      executor.insertInto('staff_payments').values(row).execute(),

    insertNote: (executor: Kysely<Database>, row: Omit<NoteRow, 'id'>) =>
      executor.insertInto('staff_order_notes').values(row).execute(),

    notesOf: (tenantId: number, orderId: number) =>
      db
        .selectFrom('staff_order_notes')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),

    paymentsOf: (executor: Kysely<Database>, tenantId: number, orderId: number) =>
      executor
        .selectFrom('staff_payments')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
