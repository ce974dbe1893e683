import { createRequire } from 'node:module';

/** The value `make` makes, made the first time it is asked for and kept. */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded at its first use instead of when the app starts. For the heavy ones
 * only a few calls need (jsdom about 0.8 s of CPU to load, pdfkit with fontkit 0.4 s, sharp
 * 0.3 s): every server start, CLI command and API test file paid them, used or not. Types come
 * from an `import type` of the same package.
 */
export function lazyRequire<T>(specifier: string): () => T {
  return lazy(() => require(specifier) as T);
}
