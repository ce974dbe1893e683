/** The jobs module's front door: the only file of it other code imports (lint). */
export type { JobLeases } from './job-leases.js';
export { jobsMigrations } from './jobs.migrations.js';
export { jobsRoutes } from './jobs.routes.js';
