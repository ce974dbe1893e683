import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { ok, responsesOf } from '../../http/envelope.js';
import { createTenantsRepository } from './tenants.repository.js';
import { GetConfigQuerySchema, ShopConfigSchema } from './tenants.schemas.js';
import { createTenantsService, type TenantsService } from './tenants.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tenants: lookup by name and the ShopConfig each store answers. */
    tenants: TenantsService;
  }
}

export const tenantsRoutes = fp(
  async (app) => {
    app.decorate('tenants', createTenantsService(createTenantsRepository(app.db)));

    app.withTypeProvider<TypeBoxTypeProvider>().get(
      '/api/services/app/PartnerConfigs/GetConfig',
      {
        config: { auth: 'public' },
        schema: { querystring: GetConfigQuerySchema, response: responsesOf(ShopConfigSchema) },
      },
      async (request) => ok(await app.tenants.getConfig(request.tenant)),
    );
  },
  { name: 'tenants' },
);
