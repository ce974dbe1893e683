import type { FastifyInstance } from 'fastify';
import { STORE_MODULES, type StoreModule } from '../modules/index.js';

/** Runs every module's seed, in module order. Seeds are idempotent: a second run changes nothing. */
export async function runSeeds(
  app: FastifyInstance,
  modules: readonly StoreModule[] = STORE_MODULES,
): Promise<void> {
  for (const module of modules) {
    if (module.seed) await module.seed(app);
  }
}
