import type { FastifyInstance } from 'fastify';
import { DEMO_TENANTS } from '../tenants/index.js';
import { createPaymentsRepository } from './payments.repository.js';

/**
 * The demo stores take cards through the local sandbox. Only a store without a mode yet is
 * marked, so an operator's later choice (real credentials turn the sandbox off) is kept.
 */
export async function seedPaymentModes(app: FastifyInstance): Promise<void> {
  const repository = createPaymentsRepository(app.db);
  for (const demo of DEMO_TENANTS) {
    const tenant = await app.tenants.getByName(demo.name);
    if (tenant) await repository.setSandbox(tenant.id, true, true);
  }
}
