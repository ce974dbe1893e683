import { fileURLToPath } from 'node:url';

/**
 * The node arguments that run a module beside the calling file (`relative` without its
 * extension): the compiled `.js` when the tests run compiled (`api/.test-build`, made by
 * run-tests.ts), else the `.ts` source through tsx (a file run alone with
 * `node --conditions=store-source --import tsx`).
 */
export function nodeArgsFor(relative: string, callerUrl: string): string[] {
  const compiled = callerUrl.endsWith('.js');
  const file = fileURLToPath(new URL(`${relative}.${compiled ? 'js' : 'ts'}`, callerUrl));
  // Under tsx, @store/contracts is read from its TypeScript sources (the `store-source` condition).
  return compiled ? [file] : ['--conditions=store-source', '--import', 'tsx', file];
}
