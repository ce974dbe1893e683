export * from './line-width.js';
