import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, test } from 'node:test';
import { deployRemote } from './deploy.js';
import { rollbackRemote } from './rollback.js';
import { publishShell } from './shell.js';
import { fixture, snapshot, without, writeShellBuild, type Fixture } from './test-support.js';

async function deployThree(f: Fixture) {
  const versions: string[] = [];
  for (const salt of ['a', 'b', 'c']) {
    versions.push(
      (
        await deployRemote('mf-cart', {
          from: await f.build('mf-cart', { salt }),
          origin: f.origin,
          repoRoot: f.repoRoot,
        })
      ).version,
    );
  }
  return versions as [string, string, string];
}

async function manifest(origin: string) {
  return JSON.parse(await readFile(path.join(origin, 'deploy', 'remotes.json'), 'utf8')) as {
    remotes: Record<
      string,
      {
        version: string;
        entry: string;
        serverEntry?: string;
        history: { version: string; action: string }[];
      }
    >;
  };
}

describe('rollbackRemote', () => {
  test('swaps the browser and the server entry together, in one write of the manifest', async () => {
    const f = await fixture();
    const deploy = async (salt: string, server: boolean) =>
      (
        await deployRemote('mf-catalog', {
          from: await f.build('mf-catalog', { salt, server }),
          origin: f.origin,
          repoRoot: f.repoRoot,
        })
      ).version;
    const first = await deploy('a', true);
    const second = await deploy('b', false);
    let live = (await manifest(f.origin)).remotes['mf-catalog'];
    // A build without a server container is client-rendered: the manifest names no server entry.
    assert.equal(live?.serverEntry, undefined);
    await rollbackRemote('mf-catalog', { origin: f.origin });
    live = (await manifest(f.origin)).remotes['mf-catalog'];
    assert.equal(live?.entry, `/remotes/mf-catalog/${first}/remoteEntry.js`);
    assert.equal(live?.serverEntry, `/remotes/mf-catalog/${first}/server/remoteEntry.js`);
    assert.notEqual(first, second);
  });

  test('repoints to the version that was live before and records the rollback', async () => {
    const f = await fixture();
    const [, b, c] = await deployThree(f);
    const result = await rollbackRemote('mf-cart', { origin: f.origin });
    assert.equal(result.message, `mf-cart rolled back to ${b} (was ${c}).`);
    const m = await manifest(f.origin);
    assert.equal(m.remotes['mf-cart']?.version, b);
    assert.equal(m.remotes['mf-cart']?.entry, `/remotes/mf-cart/${b}/remoteEntry.js`);
    assert.deepEqual(m.remotes['mf-cart']?.history.at(-1), {
      ...m.remotes['mf-cart']?.history.at(-1),
      version: b,
      action: 'rollback',
    });
  });

  test('rolls back to a chosen published version with --to', async () => {
    const f = await fixture();
    const [a, , c] = await deployThree(f);
    const result = await rollbackRemote('mf-cart', { to: a, origin: f.origin });
    assert.equal(result.previous, c);
    assert.equal((await manifest(f.origin)).remotes['mf-cart']?.version, a);
    await assert.rejects(
      rollbackRemote('mf-cart', { to: '9.9.9', origin: f.origin }),
      /Version 9\.9\.9 of mf-cart is not published .*Published versions: /s,
    );
  });

  test('refuses when there is nothing earlier to roll back to', async () => {
    const f = await fixture();
    await assert.rejects(
      rollbackRemote('mf-cart', { origin: f.origin }),
      /mf-cart has never been deployed/,
    );
    await deployRemote('mf-cart', {
      from: await f.build('mf-cart'),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    const before = await snapshot(f.origin);
    await assert.rejects(
      rollbackRemote('mf-cart', { origin: f.origin }),
      /There is nothing to roll back to: \S+ is the only version of mf-cart/,
    );
    assert.deepEqual(await snapshot(f.origin), before);
  });

  test('touches only the deploy manifest', async () => {
    const f = await fixture();
    await deployRemote('mf-checkout', {
      from: await f.build('mf-checkout'),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    await deployThree(f);
    const before = without(await snapshot(f.origin), 'deploy/');
    await rollbackRemote('mf-cart', { origin: f.origin });
    assert.deepEqual(without(await snapshot(f.origin), 'deploy/'), before);
  });

  test('refuses to roll back to a version the live shell cannot share singletons with', async () => {
    const f = await fixture();
    const [a] = await deployThree(f);
    const shell = await publishShell({
      from: await writeShellBuild(path.join(f.root, 'shell-20'), {
        react: { version: '20.0.0', requiredVersion: '^20.0.0' },
      }),
      origin: f.origin,
    });
    assert.match(
      shell.warnings.join('\n'),
      /the new shell does not fit the live remote\. mf-cart \S+ shares singletons/,
    );
    const before = await snapshot(f.origin);
    await assert.rejects(
      rollbackRemote('mf-cart', { to: a, origin: f.origin }),
      /Refusing to roll back to mf-cart \S+: .*react: the shell has 20\.0\.0 \(requires \^20\.0\.0\)/s,
    );
    assert.deepEqual(await snapshot(f.origin), before);
  });
});
