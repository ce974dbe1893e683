import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { deployRemote } from './deploy.js';
import { PRECOMPRESS_MIN_BYTES } from './precompress.js';
import { fixture } from './test-support.js';
import { exists, listFiles } from './tree.js';

test('published versions carry .gz and .br siblings that decompress to the original bytes', async () => {
  const f = await fixture();
  const from = await f.build('mf-cart');
  const { version } = await deployRemote('mf-cart', {
    from,
    origin: f.origin,
    repoRoot: f.repoRoot,
  });
  const dir = path.join(f.origin, 'remotes', 'mf-cart', version);
  let checked = 0;
  for (const file of await listFiles(from)) {
    const original = await readFile(path.join(from, file));
    const compressible =
      /\.(js|json|css|html|svg)$/.test(file) && original.length > PRECOMPRESS_MIN_BYTES;
    assert.equal(await exists(path.join(dir, `${file}.gz`)), compressible, `${file}.gz`);
    assert.equal(await exists(path.join(dir, `${file}.br`)), compressible, `${file}.br`);
    if (!compressible) continue;
    assert.deepEqual(zlib.gunzipSync(await readFile(path.join(dir, `${file}.gz`))), original);
    assert.deepEqual(
      zlib.brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))),
      original,
    );
    assert.ok((await stat(path.join(dir, `${file}.br`))).size < original.length);
    checked++;
  }
  assert.ok(
    checked >= 4,
    'remoteEntry.js, main.js, mf-manifest.json and the big chunk are compressed',
  );
});

test('the live shell carries precompressed siblings too', async () => {
  const f = await fixture();
  const html = await readFile(path.join(f.origin, 'shell', 'index.html'));
  assert.deepEqual(
    zlib.brotliDecompressSync(await readFile(path.join(f.origin, 'shell', 'index.html.br'))),
    html,
  );
  assert.deepEqual(
    zlib.gunzipSync(await readFile(path.join(f.origin, 'shell', 'index.html.gz'))),
    html,
  );
  assert.equal(
    await exists(path.join(f.origin, 'shell', 'routes.json.gz')),
    false,
    'small files are not compressed',
  );
});
