import type { Generated } from 'kysely';

/** A member of a tenant's staff (not a buyer: own login, own tokens). Migration 1000. */
export interface StaffMembersTable {
  id: Generated<number>;
  tenant_id: number;
  email: string;
  name: string;
  /** owner | sales | production | catalogue (staff-roles.ts). */
  role: string;
  /** invited (no password yet) | active | removed. */
  status: string;
  password_hash: string | null;
  /** Base32 TOTP secret; owners only. Set at the first login, enabled once a code is checked. */
  totp_secret: string | null;
  totp_enabled: number;
  /** The last TOTP time step accepted: a code works once. */
  totp_last_step: number | null;
  /** SHA-256 of each unused recovery code (JSON array). */
  recovery_codes_json: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An invitation link (72 hours, once): only the SHA-256 of its code is kept. */
export interface StaffInvitationsTable {
  id: Generated<number>;
  tenant_id: number;
  staff_id: number;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Every staff write: who, when, what, before and after. */
export interface StaffAuditTable {
  id: Generated<number>;
  tenant_id: number;
  /** null for the platform operator (`npm run tenant -- owner`). */
  staff_id: number | null;
  actor: string;
  action: string;
  /** What it touched: `order:12`, `staff:3`. */
  subject: string;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** A transfer or cheque the staff recorded against an order (minor units). */
export interface StaffPaymentsTable {
  id: Generated<number>;
  tenant_id: number;
  order_id: number;
  method: string;
  amount: number;
  paid_on: string;
  bank: string;
  reference: string;
  staff_id: number;
  created_at: string;
}

/** A note staff leave on an order for each other (never shown to the buyer). */
export interface StaffOrderNotesTable {
  id: Generated<number>;
  tenant_id: number;
  order_id: number;
  staff_id: number;
  author: string;
  body: string;
  created_at: string;
}

/**
 * A ticket that opens the live events' stream once (EventSource sends no Authorization header):
 * 60 seconds, one member of one tenant; only the SHA-256 of its code is kept. Migration 1451.
 */
export interface StaffEventTicketsTable {
  id: Generated<number>;
  tenant_id: number;
  staff_id: number;
  code_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffTables {
  staff_members: StaffMembersTable;
  staff_invitations: StaffInvitationsTable;
  staff_audit: StaffAuditTable;
  staff_payments: StaffPaymentsTable;
  staff_order_notes: StaffOrderNotesTable;
  staff_event_tickets: StaffEventTicketsTable;
}
