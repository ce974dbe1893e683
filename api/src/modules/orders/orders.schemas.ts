/**
 * The orders' wire schemas are @store/contracts/wire/orders. The refund methods are the API's
 * own (plain data): the staff's refund schema reads them across modules here.
 */
export { REFUND_METHODS } from './refund-methods.js';
