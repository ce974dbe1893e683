import type { FastifyInstance } from 'fastify';
import type { Tenant } from '../modules/tenants/index.js';
import { AppError, isApiPath } from './errors.js';

export const TENANT_NOT_FOUND = 'La tienda no existe.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the few /api routes that serve no tenant (health). */
    tenant?: boolean;
  }
  interface FastifyRequest {
    /** The tenant named by X-Tenant; set on every /api route unless `config.tenant` is false. */
    tenant: Tenant;
  }
}

/** Every /api route (except those with `config: { tenant: false }`) belongs to the tenant of the X-Tenant header. */
export function registerTenantResolution(app: FastifyInstance): void {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route || !isApiPath(route) || request.routeOptions.config.tenant === false) return;
    const header = request.headers['x-tenant'];
    const tenant =
      typeof header === 'string' && header !== ''
        ? await request.server.tenants.getByName(header)
        : null;
    if (!tenant) throw new AppError(404, TENANT_NOT_FOUND);
    request.tenant = tenant;
  });
}
