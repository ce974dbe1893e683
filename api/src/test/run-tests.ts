/**
 * `pnpm --filter @store/api test [files] [--test-* options]`: makes this run's template databases
 * once (./test-templates.ts), runs the test files (every src/**\/*.test.ts when none is given) with
 * `node --test`, two at a time, each test app a copy of a template, then drops the templates.
 * Options starting with `--` go to `node --test` (a reporter, `--test-name-pattern`...).
 * A file run alone with `node --import tsx --test <file>` migrates and seeds as before.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTemplates, TEMPLATES_VARIABLE } from './test-templates.js';

const API = fileURLToPath(new URL('../..', import.meta.url));

async function allTestFiles(): Promise<string[]> {
  const entries = await readdir(resolve(API, 'src'), { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.test.ts'))
    .map((entry) => `src/${entry}`)
    .sort();
}

const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
const given = args.filter((arg) => !arg.startsWith('--'));
const files = given.length > 0 ? given.map((file) => resolve(file)) : await allTestFiles();

const started = Date.now();
const { templates, drop } = await makeTemplates();
console.log(
  `Template databases (${templates.dialect}) made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

let code = 1;
try {
  code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=2', ...options, ...files],
      {
        cwd: API,
        stdio: 'inherit',
        env: { ...process.env, [TEMPLATES_VARIABLE]: JSON.stringify(templates) },
      },
    );
    const stop = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('error', reject);
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
} finally {
  await drop();
}
process.exitCode = code;
