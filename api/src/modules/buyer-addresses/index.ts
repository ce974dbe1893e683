/** The buyer-addresses module's front door: the only file of it other code imports (lint). */
export { buyerAddressesMigrations } from './buyer-addresses.migrations.js';
export { buyerAddressesRoutes } from './buyer-addresses.routes.js';
