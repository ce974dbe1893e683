/** The staff module's front door: what other modules and the CLI may use. */
export { STAFF_ROLES, ROLE_NAMES, type StaffRole } from './staff-roles.js';
export type { StaffMember } from './staff-member.js';
export { runOwnerCli, StaffCliError } from './staff-cli.js';
export { staffRoutes } from './staff.routes.js';
export { staffMigrations } from './staff.migrations.js';
export { seedDemoStaff } from './staff.seed.js';
export { QUOTE_ORDER_MESSAGES } from './admin-quote-orders.js';
