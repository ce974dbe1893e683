import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/**
 * REMOTE_NAMES of @store/contracts. Copied, not imported: Playwright loads that package's
 * TypeScript as CommonJS (it has no "type": "module"), which hides its named exports from ESM.
 */
export const REMOTES = [
  'mf-catalog',
  'mf-cart',
  'mf-checkout',
  'mf-builder',
  'mf-account',
  'mf-backoffice',
] as const;
export type Remote = (typeof REMOTES)[number];
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
