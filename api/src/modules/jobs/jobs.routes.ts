import fp from 'fastify-plugin';
import { createJobLeases, type JobLeases } from './job-leases.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs taken by one instance at a time (job-leases.ts). */
    jobs: JobLeases;
  }
}

export const jobsRoutes = fp(
  async (app) => {
    const jobs = createJobLeases(app.db, app.log);
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => {
      await jobs.releaseAll().catch(() => undefined);
    });
  },
  { name: 'jobs' },
);
