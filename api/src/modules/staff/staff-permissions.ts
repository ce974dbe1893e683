import { AppError } from '../../http/errors.js';
import { can, canMoveTo, ROLE_NAMES, type StaffPermission, type StaffRole } from './staff-roles.js';

/** A role's refusal, in the words staff read: who may change it. */
const forbiddenFor = (role: StaffRole) =>
  AppError.forbidden(
    `Tu rol «${ROLE_NAMES[role]}» no tiene permiso para esta acción. Un dueño de la tienda puede cambiar tu rol.`,
  );

export function assertCan(role: StaffRole, permission: StaffPermission): void {
  if (!can(role, permission)) throw forbiddenFor(role);
}

export function assertCanMoveTo(role: StaffRole, status: string): void {
  if (!canMoveTo(role, status)) throw forbiddenFor(role);
}
