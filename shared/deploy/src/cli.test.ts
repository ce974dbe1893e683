import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { fixture } from './test-support.js';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');

async function cli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { env: { ...process.env, ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

test('the CLI deploys, lists and rolls back, exiting 0 with one line each', async () => {
  const f = await fixture();
  const one = await cli([
    'deploy',
    'mf-cart',
    '--version',
    '1.0.0',
    '--from',
    await f.build('mf-cart'),
    '--origin',
    f.origin,
  ]);
  assert.deepEqual(one, {
    code: 0,
    stdout: 'mf-cart 1.0.0 is live (first deploy); published to /remotes/mf-cart/1.0.0/.\n',
    stderr: '',
  });
  const two = await cli(
    ['deploy', 'mf-cart', '--version', '1.0.1', '--from', await f.build('mf-cart', { salt: 'b' })],
    { STORE_ORIGIN_DIR: f.origin },
  );
  assert.equal(
    two.stdout,
    'mf-cart 1.0.1 is live (was 1.0.0); published to /remotes/mf-cart/1.0.1/.\n',
  );
  const back = await cli(['rollback', 'mf-cart', '--origin', f.origin]);
  assert.deepEqual(back, {
    code: 0,
    stdout: 'mf-cart rolled back to 1.0.0 (was 1.0.1).\n',
    stderr: '',
  });
  const list = await cli(['list', '--json'], { STORE_DATA_DIR: path.dirname(f.origin) });
  const cart = (
    JSON.parse(list.stdout) as { remotes: { remote: string; live: { version: string } | null }[] }
  ).remotes.find((r) => r.remote === 'mf-cart');
  assert.equal(cart?.live?.version, '1.0.0');
});

test('the CLI refuses with exit code 1 and a message on stderr', async () => {
  const f = await fixture();
  const unknown = await cli(['deploy', 'mf-basket', '--origin', f.origin]);
  assert.equal(unknown.code, 1);
  assert.equal(unknown.stdout, '');
  assert.match(
    unknown.stderr,
    /"mf-basket" is not a remote of this store; the remotes are mf-catalog, mf-cart/,
  );
  const wrongFlag = await cli(['rollback', 'mf-cart', '--version', '1', '--origin', f.origin]);
  assert.equal(wrongFlag.code, 1);
  assert.match(wrongFlag.stderr, /rollback does not take --version/);
  const nothing = await cli(['rollback', 'mf-cart', '--origin', f.origin]);
  assert.equal(nothing.code, 1);
  assert.match(nothing.stderr, /mf-cart has never been deployed/);
});

test('two deploy processes at once both land in the manifest', async () => {
  const f = await fixture();
  const [cart, checkout] = await Promise.all([f.build('mf-cart'), f.build('mf-checkout')]);
  const results = await Promise.all([
    cli(['deploy', 'mf-cart', '--version', 'c1', '--from', cart, '--origin', f.origin]),
    cli(['deploy', 'mf-checkout', '--version', 'k1', '--from', checkout, '--origin', f.origin]),
  ]);
  assert.deepEqual(
    results.map((r) => r.code),
    [0, 0],
  );
  const manifest = JSON.parse(
    await readFile(path.join(f.origin, 'deploy', 'remotes.json'), 'utf8'),
  ) as { remotes: Record<string, { version: string }> };
  assert.equal(manifest.remotes['mf-cart']?.version, 'c1');
  assert.equal(manifest.remotes['mf-checkout']?.version, 'k1');
});

test('init-manifest creates an empty manifest once', async () => {
  const f = await fixture();
  const first = await cli(['init-manifest', '--origin', f.origin]);
  assert.match(first.stdout, /Created an empty deploy manifest/);
  const file = path.join(f.origin, 'deploy', 'remotes.json');
  const bytes = await readFile(file, 'utf8');
  assert.deepEqual((JSON.parse(bytes) as { remotes: object }).remotes, {});
  const second = await cli(['init-manifest', '--origin', f.origin]);
  assert.match(second.stdout, /already exists; left as is/);
  assert.equal(await readFile(file, 'utf8'), bytes);
});
