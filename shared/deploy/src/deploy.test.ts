import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { deployRemote } from './deploy.js';
import { DeployError } from './errors.js';
import { fixture, readJson, snapshot, without } from './test-support.js';
import { exists } from './tree.js';

const manifestOf = async (origin: string) =>
  readJson(path.join(origin, 'deploy', 'remotes.json')) as Promise<{
    updatedAt: string;
    remotes: Record<
      string,
      { version: string; entry: string; history: { version: string; action: string; at: string }[] }
    >;
  }>;

describe('deployRemote', () => {
  test('publishes the build under remotes/<remote>/<version>/ and points the manifest at it', async () => {
    const f = await fixture();
    const from = await f.build('mf-cart');
    const at = new Date('2025-01-02T03:04:05.000Z');
    const result = await deployRemote('mf-cart', {
      from,
      origin: f.origin,
      repoRoot: f.repoRoot,
      now: () => at,
    });

    assert.match(result.version, /^0\.1\.0-[0-9a-f]{8}$/);
    assert.equal(result.previous, null);
    assert.equal(result.published, true);
    assert.match(
      result.message,
      new RegExp(`^mf-cart ${result.version} is live \\(first deploy\\)`),
    );
    const published = path.join(f.origin, 'remotes', 'mf-cart', result.version);
    assert.deepEqual(
      await readFile(path.join(published, 'remoteEntry.js')),
      await readFile(path.join(from, 'remoteEntry.js')),
    );

    const manifest = await manifestOf(f.origin);
    assert.equal(manifest.updatedAt, at.toISOString());
    assert.deepEqual(manifest.remotes['mf-cart'], {
      version: result.version,
      entry: `/remotes/mf-cart/${result.version}/remoteEntry.js`,
      history: [{ version: result.version, action: 'deploy', at: at.toISOString() }],
    });

    const second = await deployRemote('mf-cart', {
      from: await f.build('mf-cart', { salt: 'v2' }),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    assert.equal(second.previous, result.version);
    assert.equal(
      second.message.split('\n')[0],
      `mf-cart ${second.version} is live (was ${result.version}); published to /remotes/mf-cart/${second.version}/.`,
    );
    const after = await manifestOf(f.origin);
    assert.equal(
      after.remotes['mf-cart']?.entry,
      `/remotes/mf-cart/${second.version}/remoteEntry.js`,
    );
    assert.deepEqual(
      after.remotes['mf-cart']?.history.map((h) => h.version),
      [result.version, second.version],
    );
  });

  test('the default version is the same for identical content and changes with the content', async () => {
    const f = await fixture();
    const a = await deployRemote('mf-cart', {
      from: await f.build('mf-cart'),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    const b = await deployRemote('mf-cart', {
      from: await f.build('mf-cart'),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    const c = await deployRemote('mf-cart', {
      from: await f.build('mf-cart', { salt: 'other' }),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    assert.equal(a.version, b.version);
    assert.notEqual(a.version, c.version);
  });

  test('redeploying the live content changes nothing; redeploying an older identical build repoints', async () => {
    const f = await fixture();
    const from = await f.build('mf-cart');
    const first = await deployRemote('mf-cart', { from, origin: f.origin, repoRoot: f.repoRoot });
    const before = await snapshot(f.origin);
    const again = await deployRemote('mf-cart', { from, origin: f.origin, repoRoot: f.repoRoot });
    assert.equal(again.changed, false);
    assert.match(again.message, /already live; nothing changed/);
    assert.deepEqual(await snapshot(f.origin), before);

    await deployRemote('mf-cart', {
      from: await f.build('mf-cart', { salt: 'v2' }),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    const back = await deployRemote('mf-cart', { from, origin: f.origin, repoRoot: f.repoRoot });
    assert.equal(back.published, false);
    assert.equal(back.version, first.version);
    assert.match(back.message, /already published with identical content/);
    assert.equal((await manifestOf(f.origin)).remotes['mf-cart']?.version, first.version);
  });

  test('refuses the same version with other content and changes nothing', async () => {
    const f = await fixture();
    await deployRemote('mf-cart', {
      version: '1.0.0',
      from: await f.build('mf-cart'),
      origin: f.origin,
    });
    const before = await snapshot(f.origin);
    await assert.rejects(
      deployRemote('mf-cart', {
        version: '1.0.0',
        from: await f.build('mf-cart', { salt: 'changed' }),
        origin: f.origin,
      }),
      (err: Error) =>
        err instanceof DeployError &&
        /version 1\.0\.0 of mf-cart already exists with different content; pick another --version/i.test(
          err.message,
        ),
    );
    assert.deepEqual(await snapshot(f.origin), before);
  });

  test('refuses a build whose React the live shell cannot share, naming both versions, and changes nothing', async () => {
    const f = await fixture({ react: { version: '18.3.1', requiredVersion: '^18.3.1' } });
    const before = await snapshot(f.origin);
    await assert.rejects(
      deployRemote('mf-cart', {
        from: await f.build('mf-cart'),
        origin: f.origin,
        repoRoot: f.repoRoot,
      }),
      (err: Error) => {
        assert.ok(err instanceof DeployError);
        assert.match(
          err.message,
          /react: the shell has 18\.3\.1 \(requires \^18\.3\.1\), mf-cart \S+ has 19\.3\.1 \(requires \^19\.3\.1\)/,
        );
        assert.match(err.message, /two Reacts on one page break hooks/);
        return true;
      },
    );
    assert.deepEqual(await snapshot(f.origin), before);
  });

  test('accepts a remote whose React differs in minor version but satisfies both ranges', async () => {
    const f = await fixture({ react: { version: '19.4.0', requiredVersion: '^19.4.0' } });
    const result = await deployRemote('mf-cart', {
      from: await f.build('mf-cart', { react: { version: '19.4.2', requiredVersion: '^19.3.1' } }),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    assert.equal(result.changed, true);
  });

  test('refuses incomplete builds, naming what is missing', async () => {
    const f = await fixture();
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      await assert.rejects(
        deployRemote('mf-cart', {
          from: await f.build('mf-cart', { omit: [file] }),
          origin: f.origin,
          repoRoot: f.repoRoot,
        }),
        new RegExp(`has no ${file.replace('.', '\\.')}`),
      );
    }
    await assert.rejects(
      deployRemote('mf-cart', { from: path.join(f.root, 'nowhere'), origin: f.origin }),
      /does not exist; build the remote first/,
    );
  });

  test('refuses a build of another container', async () => {
    const f = await fixture();
    await assert.rejects(
      deployRemote('mf-cart', {
        from: await f.build('mf-cart', { name: 'mf_checkout' }),
        origin: f.origin,
        repoRoot: f.repoRoot,
      }),
      /names the container "mf_checkout", but mf-cart's container is "mf_cart"/,
    );
  });

  test('refuses unknown remotes and malformed versions', async () => {
    const f = await fixture();
    await assert.rejects(
      deployRemote('mf-basket', { origin: f.origin }),
      /"mf-basket" is not a remote of this store; the remotes are mf-catalog, mf-cart, mf-checkout, mf-builder, mf-account, mf-backoffice/,
    );
    for (const version of ['../1.0.0', '.hidden', '', 'a'.repeat(65), 'v 1']) {
      await assert.rejects(
        deployRemote('mf-cart', { version, from: await f.build('mf-cart'), origin: f.origin }),
        /is not a valid version/,
      );
    }
  });

  test('refuses when no shell is live, saying to publish it first', async () => {
    const f = await fixture();
    await rm(path.join(f.origin, 'shell'), { recursive: true });
    const before = await snapshot(f.origin);
    await assert.rejects(
      deployRemote('mf-cart', {
        from: await f.build('mf-cart'),
        origin: f.origin,
        repoRoot: f.repoRoot,
      }),
      /no live shell .*Publish the shell first/s,
    );
    assert.deepEqual(await snapshot(f.origin), before);
  });

  test('leaves the shell and the other remotes byte-identical', async () => {
    const f = await fixture();
    await deployRemote('mf-catalog', {
      from: await f.build('mf-catalog'),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    await deployRemote('mf-cart', {
      from: await f.build('mf-cart'),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    const before = without(await snapshot(f.origin), 'remotes/mf-cart/', 'deploy/');
    await deployRemote('mf-cart', {
      from: await f.build('mf-cart', { salt: 'v2' }),
      origin: f.origin,
      repoRoot: f.repoRoot,
    });
    assert.deepEqual(without(await snapshot(f.origin), 'remotes/mf-cart/', 'deploy/'), before);
  });

  test('refuses to write over a deploy manifest that is not valid JSON', async () => {
    const f = await fixture();
    await writeFile(
      path.join(f.origin, 'deploy', 'remotes.json'),
      '{"updatedAt": "x", "remotes": {',
    );
    const before = await snapshot(f.origin);
    await assert.rejects(
      deployRemote('mf-cart', {
        from: await f.build('mf-cart'),
        origin: f.origin,
        repoRoot: f.repoRoot,
      }),
      /deploy manifest .*remotes\.json is not valid JSON .*fix or restore it/,
    );
    assert.deepEqual(await snapshot(f.origin), before);
  });

  test('concurrent deploys of different remotes both land in the manifest', async () => {
    const f = await fixture();
    const remotes = ['mf-catalog', 'mf-cart', 'mf-checkout', 'mf-builder', 'mf-account'] as const;
    const builds = await Promise.all(remotes.map((r) => f.build(r)));
    const results = await Promise.all(
      remotes.map((r, i) =>
        deployRemote(r, { from: builds[i], origin: f.origin, repoRoot: f.repoRoot }),
      ),
    );
    const manifest = await manifestOf(f.origin);
    for (const [i, r] of remotes.entries())
      assert.equal(manifest.remotes[r]?.version, results[i]?.version);
  });

  test('a held lock makes a deploy fail clearly; a lock left by a dead process is taken over', async () => {
    const f = await fixture();
    const lock = path.join(f.origin, 'deploy', '.lock');
    await writeFile(
      lock,
      JSON.stringify({
        pid: process.pid,
        host: os.hostname(),
        since: 'now',
        purpose: 'deploy mf-cart x',
      }),
    );
    await assert.rejects(
      deployRemote('mf-cart', {
        from: await f.build('mf-cart'),
        origin: f.origin,
        repoRoot: f.repoRoot,
        lock: { timeoutMs: 100 },
      }),
      /Another deploy is in progress: the lock file .*\.lock is held by process \d+/,
    );
    assert.equal(
      await exists(path.join(f.origin, 'remotes')),
      false,
      'the refused deploy left no folders behind',
    );

    await writeFile(
      lock,
      JSON.stringify({
        pid: 2 ** 22 + 12345,
        host: os.hostname(),
        since: 'then',
        purpose: 'deploy',
      }),
    );
    const result = await deployRemote('mf-cart', {
      from: await f.build('mf-cart'),
      origin: f.origin,
      repoRoot: f.repoRoot,
      lock: { timeoutMs: 100 },
    });
    assert.equal(result.changed, true);
  });
});
