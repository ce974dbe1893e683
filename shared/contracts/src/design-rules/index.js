export * from './line-width.js';
export * from './curve.js';
