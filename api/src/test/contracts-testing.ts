/**
 * `@store/contracts/testing` (the voseo detector, test configurations), which is TypeScript only:
 * as is through tsx (a file run alone), or the bundle run-tests.ts makes of it for the compiled
 * tests (`.test-build/test/contracts-testing.bundle.js`). Untyped: the API cannot type-check the
 * contracts package under NodeNext (see contract-check/).
 */
export function contractsTesting(): Promise<unknown> {
  const compiled = import.meta.url.endsWith('.js');
  const specifier = compiled ? './contracts-testing.bundle.js' : '@store/contracts/testing';
  return import(specifier) as Promise<unknown>;
}
