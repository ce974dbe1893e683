import { STAFF_ROLES, type StaffRole } from '@store/contracts';

/**
 * Roles per tenant (issue 32), the contracts' list (the staff's wire schemas read it), and what
 * each may do (staff-permissions.ts turns a refusal into the API's 403).
 */
export { STAFF_ROLES, type StaffRole };

export const ROLE_NAMES: Record<StaffRole, string> = {
  owner: 'Dueño',
  sales: 'Ventas',
  production: 'Producción',
  catalogue: 'Catálogo',
};

/** What each staff route needs; the owner may do everything. */
export type StaffPermission =
  | 'dashboard.read'
  | 'orders.read'
  | 'orders.move'
  | 'orders.note'
  | 'orders.cancel'
  | 'payments.record'
  | 'printFiles.read'
  | 'proofs.write'
  | 'invoices.read'
  | 'invoices.issue'
  | 'invoicing.configure'
  | 'staff.manage'
  | 'audit.read'
  | 'catalog.read'
  | 'catalog.write'
  | 'buyers.read'
  | 'buyers.write'
  | 'quotes.read'
  | 'quotes.write'
  | 'store.configure';

const GRANTS: Record<StaffPermission, readonly StaffRole[]> = {
  'dashboard.read': STAFF_ROLES,
  'orders.read': ['owner', 'sales', 'production'],
  'orders.move': ['owner', 'sales', 'production'],
  'orders.note': ['owner', 'sales', 'production'],
  'orders.cancel': ['owner', 'sales'],
  'payments.record': ['owner', 'sales'],
  'printFiles.read': ['owner', 'sales', 'production'],
  // Production makes and sends the proofs; sales reads them with the order.
  'proofs.write': ['owner', 'production'],
  'invoices.read': ['owner', 'sales'],
  'invoices.issue': ['owner', 'sales'],
  'invoicing.configure': ['owner'],
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
  // Sales answers buyers about products: it reads the catalogue, never changes it.
  'catalog.read': ['owner', 'sales', 'catalogue'],
  'catalog.write': ['owner', 'catalogue'],
  // Sales looks after buyers and their quotes (issue 32): credit terms, blocks, validity.
  'buyers.read': ['owner', 'sales'],
  'buyers.write': ['owner', 'sales'],
  'quotes.read': ['owner', 'sales'],
  'quotes.write': ['owner', 'sales'],
  // The store's look, texts and payment details: what buyers see under the owner's name.
  'store.configure': ['owner'],
};

/** The statuses each role may move an order to (sales: the money; production: the making). */
const MOVES: Record<StaffRole, readonly string[]> = {
  owner: ['paid', 'proof_approved', 'in_production', 'shipped', 'delivered'],
  sales: ['paid'],
  production: ['proof_approved', 'in_production', 'shipped', 'delivered'],
  catalogue: [],
};

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);

export const can = (role: StaffRole, permission: StaffPermission): boolean =>
  GRANTS[permission].includes(role);

export const canMoveTo = (role: StaffRole, status: string): boolean => MOVES[role].includes(status);
