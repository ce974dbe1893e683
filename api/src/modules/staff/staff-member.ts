import type { Static } from 'typebox';
import type { StaffRow } from './staff.repository.js';
import type { StaffMemberSchema } from '@store/contracts/wire/staff';
import { isStaffRole } from './staff-roles.js';

/** A staff member as the API shows it (never the password, secret or codes). */
export type StaffMember = Static<typeof StaffMemberSchema>;

export function memberOf(row: StaffRow): StaffMember {
  if (!isStaffRole(row.role)) throw new Error(`staff ${row.id} has an unknown role ${row.role}`);
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status === 'active' ? 'active' : 'invited',
    totpEnabled: Boolean(Number(row.totp_enabled)),
    lastLoginAt: row.last_login_at,
  };
}

/** The caller of a staff route (http/auth.ts sets it for `config.auth: 'staff'`). */
export interface StaffContext {
  tenantId: number;
  member: StaffMember;
}
