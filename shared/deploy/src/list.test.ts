import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deployRemote } from './deploy.js';
import { formatList, listRemotes } from './list.js';
import { rollbackRemote } from './rollback.js';
import { fixture } from './test-support.js';

test('lists the live versions, their history newest first, and published versions not live', async () => {
  const f = await fixture();
  const at = (s: string) => () => new Date(`2025-03-0${s}T10:00:00.000Z`);
  const a = await deployRemote('mf-cart', {
    from: await f.build('mf-cart', { salt: 'a' }),
    origin: f.origin,
    repoRoot: f.repoRoot,
    now: at('1'),
  });
  const b = await deployRemote('mf-cart', {
    from: await f.build('mf-cart', { salt: 'b' }),
    origin: f.origin,
    repoRoot: f.repoRoot,
    now: at('2'),
  });
  await rollbackRemote('mf-cart', { origin: f.origin, now: at('3') });
  const cat = await deployRemote('mf-catalog', {
    version: 'release-7',
    from: await f.build('mf-catalog'),
    origin: f.origin,
    now: at('4'),
  });

  const result = await listRemotes({ origin: f.origin });
  const cart = result.remotes.find((r) => r.remote === 'mf-cart');
  assert.deepEqual(cart?.live, {
    version: a.version,
    entry: `/remotes/mf-cart/${a.version}/remoteEntry.js`,
    since: '2025-03-03T10:00:00.000Z',
  });
  assert.deepEqual(
    cart?.history.map((h) => [h.version, h.action]),
    [
      [a.version, 'rollback'],
      [b.version, 'deploy'],
      [a.version, 'deploy'],
    ],
  );
  assert.deepEqual(
    cart?.otherVersions.map((v) => v.version),
    [b.version],
  );
  assert.equal(result.remotes.find((r) => r.remote === 'mf-checkout')?.live, null);

  const text = formatList(result);
  assert.match(text, new RegExp(`mf-cart: ${a.version} live since 2025-03-03T10:00:00.000Z`));
  assert.match(text, new RegExp(`2025-03-02T10:00:00.000Z  deploy    ${b.version}`));
  assert.match(text, new RegExp(`published, not live: ${b.version}`));
  assert.match(text, new RegExp(`mf-catalog: ${cat.version} live since 2025-03-04`));
  assert.match(text, /mf-checkout: not deployed/);
});

test('lists an origin without a manifest', async () => {
  const f = await fixture();
  const result = await listRemotes({ origin: f.origin });
  assert.equal(result.manifestExists, false);
  assert.match(formatList(result), /no deploy manifest yet/);
});
