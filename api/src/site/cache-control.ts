export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const CONTENT_HASH = /\.[0-9a-f]{8}(?:\.[a-z0-9]+)+$/i;
const REMOTE_VERSION_FILE = /^\/remotes\/[^/]+\/[^/]+\/.+/;

/**
 * Files named by their content and everything inside a published remote version never change:
 * cache them for a year. The rest (mf-manifest.json, the deploy manifest, the shell's main.js
 * and index.html, tenant files) may change under the same name: revalidate every time.
 */
export function cacheControlFor(urlPath: string): string {
  const path = urlPath.split('?')[0] ?? urlPath;
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (file === 'mf-manifest.json') return NO_CACHE;
  if (REMOTE_VERSION_FILE.test(path) || CONTENT_HASH.test(file)) return IMMUTABLE;
  return NO_CACHE;
}
