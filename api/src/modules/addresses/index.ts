/** The addresses module's front door: the only file of it other code imports (lint). */
export { ADDRESS_DATA_DIR } from './address-data.js';
export { addressesRoutes } from './addresses.routes.js';
export type { AddressesService } from './addresses.service.js';
