import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../db/database.js';
import { DEMO_TENANTS } from '../tenants/index.js';

/**
 * The demo stores take cards through the local sandbox. Only a store without a mode yet is
 * marked, so an operator's later choice (real credentials turn the sandbox off) is kept.
 */
export async function seedPaymentModes(app: FastifyInstance): Promise<void> {
  for (const demo of DEMO_TENANTS) {
    const tenant = await app.tenants.getByName(demo.name);
    if (!tenant) continue;
    await app.db
      .insertInto('payment_modes')
      .values({ tenant_id: tenant.id, sandbox: 1, updated_at: nowIso() })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
  }
}
