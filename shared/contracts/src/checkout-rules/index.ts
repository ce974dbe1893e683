export * from './account-fields.ts';
export * from './constants.ts';
export * from './fields.ts';
export * from './invoice.ts';
export * from './postal-codes.ts';
export * from './steps.ts';
export * from './tax-ids.ts';
