export * from './line-width.ts';
export * from './curve.ts';
export * from './missing-design.ts';
export * from './limits.ts';
export * from './proof-comment.ts';
