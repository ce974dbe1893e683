import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { dialectOf } from '../../db/database.js';
import { ok, responsesOf } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { createHealthRepository } from './health.repository.js';
import { HealthSchema } from './health.schemas.js';

export const DATABASE_DOWN = 'La base de datos no responde. Intentá de nuevo en unos minutos.';

export const healthRoutes = fp(
  async (app) => {
    const database = dialectOf(app.db);
    const repository = createHealthRepository(app.db);
    app.withTypeProvider<TypeBoxTypeProvider>().get(
      '/api/health',
      {
        config: { auth: 'public', tenant: false },
        schema: { response: responsesOf(HealthSchema) },
      },
      async (request) => {
        try {
          await repository.ping();
        } catch (error) {
          request.log.error({ err: error }, 'database health check failed');
          throw new AppError(503, DATABASE_DOWN);
        }
        return ok({ status: 'ok' as const, database });
      },
    );
  },
  { name: 'health' },
);
