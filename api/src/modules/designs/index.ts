/** The designs module's front door: the only file of it other code imports (lint). */
export { DESIGN_MESSAGES } from './design-messages.js';
export { PRINT_AREA_MAX_MM } from './designer-settings.js';
export { designsMigrations } from './designs.migrations.js';
export { designsRoutes } from './designs.routes.js';
export type { DesignsService } from './designs.service.js';
export type { KeptPrintFile } from './print-files.js';
export { printableViews } from './print-file.js';
export type { DesignView } from '@store/contracts';
