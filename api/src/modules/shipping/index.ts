/** The shipping module's front door: the only file of it other code imports (lint). */
export { todayIn } from './business-days.js';
export { shipLinesOf } from './shipping-request.js';
export { shippingRoutes } from './shipping.routes.js';
export type { QuotedOption, ShippingService } from './shipping.service.js';
export { checkZippinAccount, ZIPPIN_CHECK_MESSAGES } from './zippin-provider.js';
