import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { simpleItem, variantWithStock } from '../modules/pricing/test-carts.js';
import type { Tenant } from '../modules/tenants/index.js';

const APP = '/api/services/app';
const LIST = `${APP}/Catalog/GetProductsList?pageSize=24`;
const CONFIG = `${APP}/PartnerConfigs/GetConfig`;
const PRICE = `${APP}/ShoppingCarts/GetShoppingCartProductPrice`;

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

describe('compressed answers', () => {
  let t: TestApp;
  let cart: unknown;

  before(async () => {
    t = await createTestApp();
    const tenant = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    const mug = await t.app.catalog.detail(tenant, 'taza-ceramica-clasica-11-oz');
    const variant = variantWithStock(mug, 60);
    cart = { items: [10, 20, 30].map((quantity) => simpleItem(mug, variant, quantity)) };
  });
  after(() => t.close());

  const ask = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: url === PRICE ? 'POST' : 'GET',
      url,
      headers: {
        ...apiHeaders('demo-ar'),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      ...(url === PRICE ? { payload: cart as object } : {}),
    });

  // Kept answers (a list, the configuration) are compressed once; a price is made per request.
  for (const url of [LIST, CONFIG, PRICE])
    it(`answers ${url.split('/').pop()} compressed, gzip first, the same JSON`, async () => {
      const plain = await ask(url);
      assert.equal(plain.statusCode, 200, plain.body);
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.rawPayload.length > 1024, 'an answer worth compressing');

      for (const [accepted, expected] of [
        ['gzip, deflate, br, zstd', 'gzip'],
        ['gzip, deflate', 'gzip'],
        ['br', 'br'],
        ['br;q=0.5, gzip;q=1', 'gzip'],
      ] as const) {
        const encoded = await ask(url, accepted);
        assert.equal(encoded.statusCode, 200);
        assert.equal(encoded.headers['content-encoding'], expected, accepted);
        assert.match(String(encoded.headers.vary), /accept-encoding/i);
        assert.match(String(encoded.headers['content-type']), /^application\/json/);
        assert.ok(encoded.rawPayload.length < plain.rawPayload.length, 'smaller');
        const text = decoders[expected]!(encoded.rawPayload).toString('utf8');
        // A price answer is made again, the same numbers for the same cart.
        assert.deepEqual(JSON.parse(text), plain.json());
      }
    });

  it('sends a short answer as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    assert.equal(res.statusCode, 200);
    assert.ok(res.rawPayload.length < 1024);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.json().result.status, 'ok');
  });
});
