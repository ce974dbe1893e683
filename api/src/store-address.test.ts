import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from './config.js';
import { recordStoreAddress, storeAddressFor } from './store-address.js';

describe("the store's address for the tools run beside it", () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'store-address-'));
  });
  after(() => rm(dataDir, { recursive: true, force: true }));
  const config = (env: Record<string, string>) => loadConfig({ STORE_DATA_DIR: dataDir, ...env });

  it('is the default before any store served from the data folder', () => {
    assert.equal(storeAddressFor(config({}), {}), 'http://localhost:8080');
  });

  it('is what the store recorded when the tool is given no PORT or PUBLIC_URL', async () => {
    await recordStoreAddress(config({ PORT: '9123' }));
    assert.equal(storeAddressFor(config({}), {}), 'http://localhost:9123');
    // Its own PORT or PUBLIC_URL, when the operator gives one, wins.
    assert.equal(
      storeAddressFor(config({ PORT: '9200' }), { PORT: '9200' }),
      'http://localhost:9200',
    );
    const publicUrl = 'https://tienda.example.com';
    assert.equal(
      storeAddressFor(config({ PUBLIC_URL: publicUrl }), { PUBLIC_URL: publicUrl }),
      publicUrl,
    );
  });

  it('ignores a recorded file it cannot read as an address', async () => {
    await writeFile(join(dataDir, 'store-address.json'), '{"publicUrl":"javascript:alert(1)"}');
    assert.equal(storeAddressFor(config({}), {}), 'http://localhost:8080');
  });
});
