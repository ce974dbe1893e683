/** The health module's front door: the only file of it other code imports (lint). */
export { healthRoutes } from './health.routes.js';
