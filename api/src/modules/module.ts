import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';

/**
 * One module of the API. `routes` is registered without encapsulation (wrap it with
 * `fastify-plugin`), so the services it decorates (`app.tenants`, `app.tokens`, ...) are visible
 * to every later module.
 */
export interface StoreModule {
  name: string;
  /** Named `<NNNN>_<what>`, NNNN inside the module's hundred (see db/migrate.ts). */
  migrations: Record<string, Migration>;
  routes: FastifyPluginAsync;
  /** Loads demo data through the module's own services. Must be idempotent. */
  seed?: (app: FastifyInstance) => Promise<void>;
}
