import assert from 'node:assert/strict';
import type { TestApp } from '../../test/test-app.js';
import { staffMemberToken } from './staff-test-support.js';

/** The 403 a role without the permission reads. */
export const FORBIDDEN = (role: string) =>
  `Tu rol «${role}» no tiene permiso para esta acción. Un dueño de la tienda puede cambiar tu rol.`;

/** Every role but the owner's, with the name its 403 gives it. */
const NOT_OWNERS = [
  ['sales', 'Ventas'],
  ['production', 'Producción'],
  ['catalogue', 'Catálogo'],
] as const;

/**
 * Makes each call as a new member of every other role of `tenant`: each must answer 403 with the
 * role's Spanish message (what changed, the caller checks).
 */
export async function assertOwnerOnly(
  t: TestApp,
  tenant: string,
  calls: ((token: string) => Promise<{ statusCode: number; body: string; json(): unknown }>)[],
) {
  for (const [role, name] of NOT_OWNERS) {
    const token = await staffMemberToken(t, tenant, role);
    for (const call of calls) {
      const res = await call(token);
      assert.equal(res.statusCode, 403, res.body);
      assert.equal((res.json() as { error: { message: string } }).error.message, FORBIDDEN(name));
    }
  }
}
