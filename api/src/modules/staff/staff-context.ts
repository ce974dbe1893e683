import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { StaffRepository } from './staff.repository.js';
import { memberOf, type StaffContext } from './staff-member.js';
import { assertCan } from './staff-permissions.js';
import type { StaffPermission } from './staff-roles.js';
import { STAFF_AUTH_MESSAGES, type StaffTokens } from './staff-tokens.js';
import type { Actor } from './staff-audit.js';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffContext | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/i;
const missing = 'Ingresá con tu cuenta del equipo para continuar.';

/**
 * The auth hook of `config.auth: 'staff'` routes: a staff access token of this tenant, of a
 * member still active (removal or a new role applies to the next request, not at the token's end).
 */
export function staffVerifier(tokens: StaffTokens, repository: StaffRepository) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new AppError(401, missing);
    const claims = await tokens.verify(token, 'staff-access');
    if (claims.tenant !== request.tenant.name)
      throw new AppError(401, STAFF_AUTH_MESSAGES.otherTenant);
    const row = await repository.byId(request.tenant.id, claims.staffId);
    if (!row || row.status !== 'active') throw new AppError(401, STAFF_AUTH_MESSAGES.expired);
    request.staff = { tenantId: request.tenant.id, member: memberOf(row) };
  };
}

/** The caller of a staff route, after checking that its role grants `permission`. */
export function staffOf(
  request: FastifyRequest,
  permission: StaffPermission,
): StaffContext & { actor: Actor } {
  const staff = request.staff;
  if (!staff) throw new AppError(401, missing);
  assertCan(staff.member.role, permission);
  return { ...staff, actor: { id: staff.member.id, email: staff.member.email } };
}
