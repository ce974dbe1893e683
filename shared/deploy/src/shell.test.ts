import assert from 'node:assert/strict';
import { copyFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import { deployRemote } from './deploy.js';
import { publishShell } from './shell.js';
import { fixture, snapshot, without, writeRemoteBuild, writeShellBuild } from './test-support.js';
import { exists } from './tree.js';

test('publish-shell replaces the live shell whole and leaves the remotes and the manifest alone', async () => {
  const f = await fixture();
  await deployRemote('mf-cart', {
    from: await f.build('mf-cart'),
    origin: f.origin,
    repoRoot: f.repoRoot,
  });
  const before = without(await snapshot(f.origin), 'shell/');
  const from = await writeShellBuild(path.join(f.root, 'shell-2'), { salt: 's2' });
  const result = await publishShell({ from, origin: f.origin });
  assert.deepEqual(result.warnings, []);
  assert.match(result.message, /^The shell is live from /);
  assert.deepEqual(
    await readFile(path.join(f.origin, 'shell', 'index.html')),
    await readFile(path.join(from, 'index.html')),
  );
  assert.deepEqual(without(await snapshot(f.origin), 'shell/'), before);
  assert.deepEqual(
    (await readdir(f.origin)).sort(),
    ['deploy', 'remotes', 'shell'],
    'no temp folders are left',
  );
});

test('publish-shell refuses builds that are not a shell', async () => {
  const f = await fixture();
  const before = await snapshot(f.origin);
  await assert.rejects(
    publishShell({ from: path.join(f.root, 'none'), origin: f.origin }),
    /does not exist; build the shell first/,
  );
  await assert.rejects(
    publishShell({
      from: await writeRemoteBuild(path.join(f.root, 'cart'), 'mf-cart'),
      origin: f.origin,
    }),
    /has no index\.html/,
  );
  const disguised = await writeRemoteBuild(path.join(f.root, 'cart-html'), 'mf-cart');
  await writeShellBuild(path.join(f.root, 'tmp-shell'));
  await copyFile(path.join(f.root, 'tmp-shell', 'index.html'), path.join(disguised, 'index.html'));
  await assert.rejects(
    publishShell({ from: disguised, origin: f.origin }),
    /is a remote's build \(container "mf_cart"\)/,
  );
  assert.deepEqual(await snapshot(f.origin), before);
});

test('publish-shell into an empty origin creates it', async () => {
  const f = await fixture();
  const origin = path.join(f.root, 'fresh');
  await publishShell({ from: await writeShellBuild(path.join(f.root, 'shell-3')), origin });
  assert.equal(await exists(path.join(origin, 'shell', 'mf-manifest.json')), true);
});
