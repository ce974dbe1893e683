/**
 * `pnpm --filter @store/api test [files] [--test-* options]`: builds @store/contracts' dist/,
 * compiles src/ to `.test-build/` (esbuild, no type checks: `typecheck` does those), makes this
 * run's template databases once (./test-templates.ts), runs the compiled test files (every
 * src/**\/*.test.ts when none is given, in a few processes: ./test-groups.ts) with `node --test`,
 * two processes at a time, each test app a copy of a template, then drops the templates.
 * Compiled files start in half the time the sources take through tsx. `.test-build` mirrors src/ at the same depth, so paths made from
 * `import.meta.url` hold. Options starting with `--` go to `node --test` (a reporter,
 * `--test-name-pattern`...), except this runner's own two: `--compile-only` compiles and writes
 * the groups, then stops; `--compiled` runs what an earlier `--compile-only` left, so the suites on
 * SQLite and on PostgreSQL can run side by side from one compilation (scripts/test.sh). A file run
 * alone with `node --conditions=store-source --import tsx --test <file>` migrates and seeds as
 * before.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdir, rm } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeTestGroups } from './test-groups.js';
import { makeTemplates, TEMPLATES_VARIABLE } from './test-templates.js';

const API = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = resolve(API, 'src');
const BUILD = resolve(API, '.test-build');
const CONTRACTS_BUILD = resolve(API, '../shared/contracts/tsconfig.build.json');

async function compile(): Promise<void> {
  // The compiled tests run on plain node, which reads @store/contracts from its dist/ (the
  // `default` export condition, as `node dist/server.js` does): built first (incremental).
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', CONTRACTS_BUILD], { stdio: 'inherit' });
  const entries = await readdir(SOURCES, { recursive: true });
  await rm(BUILD, { recursive: true, force: true });
  await build({
    entryPoints: entries.filter((entry) => entry.endsWith('.ts')).map((e) => resolve(SOURCES, e)),
    outdir: BUILD,
    outbase: SOURCES,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Failures point at the TypeScript lines (node --enable-source-maps).
    sourcemap: 'inline',
    logLevel: 'warning',
  });
}

/** `src/a/b.test.ts` → `.test-build/a/b.test.js`. */
const compiledPath = (source: string) =>
  resolve(BUILD, relative(SOURCES, resolve(source)).replace(/\.ts$/, '.js'));

async function allTestFiles(): Promise<string[]> {
  const entries = await readdir(SOURCES, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.test.ts'))
    .map((entry) => `src/${entry}`)
    .sort();
}

const RUNNER_OPTIONS = ['--compile-only', '--compiled'];
const args = process.argv.slice(2);
const compileOnly = args.includes('--compile-only');
const compiled = args.includes('--compiled');
const options = args.filter((arg) => arg.startsWith('--') && !RUNNER_OPTIONS.includes(arg));
const given = args.filter((arg) => !arg.startsWith('--'));
const sources = given.length > 0 ? given : await allTestFiles();
const GROUPS_DIR = resolve(BUILD, 'groups');

const started = Date.now();
if (!compiled) await compile();
// The whole suite runs in groups (./test-groups.ts); files named on the command line, alone.
const files =
  given.length > 0
    ? sources.map(compiledPath)
    : compiled
      ? (await readdir(GROUPS_DIR)).map((group) => resolve(GROUPS_DIR, group))
      : await writeTestGroups(
          sources.map((source) => ({ source, compiled: compiledPath(source) })),
          GROUPS_DIR,
        );
if (compileOnly) {
  console.log(`Compiled src/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
const { templates, drop } = await makeTemplates();
console.log(
  `${compiled ? 'Made' : 'Compiled src/ and made'} the template databases (${templates.dialect}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

let code = 1;
try {
  code = await new Promise<number>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', '--test', '--test-concurrency=2', ...options, ...files],
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
