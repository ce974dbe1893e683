/** The cart module's front door: the only file of it other code imports (lint). */
export { CART_FILES_PATH, FILE_MESSAGES, type CartFiles } from './cart-files.js';
export { CART_ITEM_MESSAGES, MAX_LINE_JSON_BYTES, normaliseItems } from './cart-items.js';
export { cartMigrations } from './cart.migrations.js';
export { cartRoutes } from './cart.routes.js';
export { CART_MESSAGES, type CartService } from './cart.service.js';
