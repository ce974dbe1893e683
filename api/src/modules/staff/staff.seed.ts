import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/database.js';
import { hashPassword } from '../auth/index.js';
import { totpVault } from './staff-totp.js';
import { createStaffRepository } from './staff.repository.js';
import type { StaffRole } from './staff-roles.js';

/**
 * The demo stores' staff (root README, "Demo data"): an owner with a known TOTP secret, so a
 * reviewer can log in after `npm start`, and a sales member. Never for a real store: a real owner
 * comes from `npm run tenant -- owner <tenant> <email>` and chooses their own secret.
 */
export const DEMO_STAFF: Record<
  string,
  { email: string; password: string; role: StaffRole; totpSecret: string | null }[]
> = {
  'demo-ar': [
    {
      email: 'duenio@promosur.com.ar',
      password: 'PromoSur-Admin-2026',
      role: 'owner',
      totpSecret: 'PROMOSURDEMOTOTPSECRETARAAAAAAAA',
    },
    {
      email: 'ventas@promosur.com.ar',
      password: 'PromoSur-Ventas-2026',
      role: 'sales',
      totpSecret: null,
    },
  ],
  'demo-cl': [
    {
      email: 'duena@andesmerch.cl',
      password: 'AndesMerch-Admin-2026',
      role: 'owner',
      totpSecret: 'ANDESMERCHDEMOTOTPSECRETCLAAAAAA',
    },
    {
      email: 'ventas@andesmerch.cl',
      password: 'AndesMerch-Ventas-2026',
      role: 'sales',
      totpSecret: null,
    },
  ],
};

export async function seedDemoStaff(app: FastifyInstance): Promise<void> {
  const repository = createStaffRepository(app.db);
  const vault = totpVault(app.config.tenantSecretsKey);
  for (const [name, members] of Object.entries(DEMO_STAFF)) {
    const tenant = await app.tenants.getByName(name);
    if (!tenant) continue;
    for (const member of members) {
      if (await repository.byEmail(tenant.id, member.email)) continue;
      const now = nowIso();
      await repository.insert(app.db, {
        tenant_id: tenant.id,
        email: member.email,
        name: member.email.split('@')[0]!,
        role: member.role,
        status: 'active',
        password_hash: await hashPassword(member.password),
        totp_secret: member.totpSecret ? vault.seal(member.totpSecret) : null,
        totp_enabled: member.totpSecret ? 1 : 0,
        totp_last_step: null,
        recovery_codes_json: '[]',
        last_login_at: null,
        created_at: now,
        updated_at: now,
      });
    }
  }
}
