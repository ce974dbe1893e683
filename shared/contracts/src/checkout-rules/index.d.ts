export * from './account-fields.js';
export * from './constants.js';
export * from './fields.js';
export * from './invoice.js';
export * from './postal-codes.js';
export * from './steps.js';
export * from './tax-ids.js';
