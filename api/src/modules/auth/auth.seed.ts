import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/database.js';
import { hashPassword } from './passwords.js';
import { createUsersRepository } from './users.repository.js';

/** The demo buyers (shared-interfaces: every e2e can log in with them), already activated. */
export const DEMO_BUYERS = [
  {
    tenant: 'demo-ar',
    email: 'comprador@promosur.com.ar',
    password: 'PromoSur-2026',
    fullName: 'Martina Sosa',
    phoneNumber: '+54 11 5555-0101',
    company: 'Estudio Sosa & Asociados',
  },
  {
    tenant: 'demo-cl',
    email: 'compras@andesmerch.cl',
    password: 'AndesMerch-2026',
    fullName: 'Diego Muñoz',
    phoneNumber: '+56 9 5555 0101',
    company: 'Viña Los Andes Ltda.',
  },
] as const;

/** Creates each demo buyer that does not exist; an existing account is left as it is. */
export async function seedDemoBuyers(app: FastifyInstance): Promise<void> {
  const users = createUsersRepository(app.db);
  for (const buyer of DEMO_BUYERS) {
    const tenant = await app.tenants.getByName(buyer.tenant);
    if (!tenant || (await users.findByEmail(tenant.id, buyer.email))) continue;
    const at = nowIso();
    await users.insert({
      tenant_id: tenant.id,
      email: buyer.email,
      full_name: buyer.fullName,
      phone_number: buyer.phoneNumber,
      company: buyer.company,
      password_hash: await hashPassword(buyer.password),
      status: 'active',
      activated_at: at,
      deleted_at: null,
      created_at: at,
      updated_at: at,
    });
  }
}
