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
/** Debian's Chromium: the benchmark's browser (Lighthouse, bytes per route), as buyers run it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium: the journeys' browser. It has no window, toolbar
 * or tab strip to draw, so the same journeys took 23 % less time than in chromium's own headless
 * mode (e2e/README.md).
 */
export const CHROMIUM_HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
