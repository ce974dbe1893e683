export * from './line-width.js';
export * from './curve.js';
export * from './missing-design.js';
export * from './limits.js';
export * from './proof-comment.js';
