import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp, userAccessToken } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { QUOTA_MESSAGE, UPLOAD_QUOTA } from './cart-files-quota.js';
import { CART_FILE_RETENTION } from './cart-files-retention.js';
import { multipart } from './test-uploads.js';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

describe('how much cart uploads may take, and for how long', () => {
  let t: TestApp;
  let guests = 0;
  const guestToken = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/TokenAuth/GetAccess',
        headers: apiHeaders('demo-ar'),
        remoteAddress: `192.0.2.${(guests += 1)}`,
      })
    ).json().result.accessToken as string;
  const upload = async (token: string, remoteAddress: string, line: string = randomUUID()) => {
    const body = multipart({ shoppingCartUUID: line }, [['arte.pdf', 'application/pdf', PDF]]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/services/app/ShoppingCarts/PutFilesShoppingCartItem',
      headers: { ...apiHeaders('demo-ar', token), 'content-type': body.contentType },
      payload: body.payload,
      remoteAddress,
    });
  };
  /** Makes an upload count as `bytes` (as if it had been that large) for the quota. */
  const weigh = (url: string, bytes: number) =>
    t.app.db
      .updateTable('cart_files')
      .set({ size_bytes: bytes })
      .where('stored_name', '=', url.split('/').at(-1)!)
      .execute();
  const stored = (url: string) =>
    access(join(t.config.dataDir, 'uploads', 'cart', url.split('/').at(-1)!)).then(
      () => true,
      () => false,
    );

  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('refuses uploads past the hourly quota of a token, in Spanish with Retry-After, storing nothing', async () => {
    const token = await guestToken();
    const first = await upload(token, '198.51.100.40');
    assert.equal(first.statusCode, 200, first.body);
    await weigh(first.json().result[0].url, UPLOAD_QUOTA.perOwnerBytes - 10);
    const refused = await upload(token, '198.51.100.41');
    assert.equal(refused.statusCode, 429, refused.body);
    assert.equal(refused.json().error.message, QUOTA_MESSAGE);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= UPLOAD_QUOTA.windowMs / 1000, `${retryAfter}`);
    const count = await t.app.db
      .selectFrom('cart_files')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
    // Another guest elsewhere is not held back by it.
    assert.equal((await upload(await guestToken(), '198.51.100.42')).statusCode, 200);
  });

  it('refuses uploads past the hourly quota of an address, whatever the token', async () => {
    const address = '198.51.100.50';
    const first = await upload(await guestToken(), address);
    assert.equal(first.statusCode, 200, first.body);
    await weigh(first.json().result[0].url, UPLOAD_QUOTA.perAddressBytes - 10);
    const fresh = await upload(await guestToken(), address);
    assert.equal(fresh.statusCode, 429, fresh.body);
    assert.equal(fresh.json().error.message, QUOTA_MESSAGE);
  });

  it('deletes, after the retention time, the files no saved cart uses, and keeps the others', async () => {
    const ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    const mug: ProductDetail = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const guest = await guestToken();
    const address = '198.51.100.60';
    const item = simpleItem(mug, variantWithStock(mug, 3), 3);
    const [dropped, ofSavedLine, named] = [
      await upload(guest, address),
      await upload(guest, address, item.shoppingCartUUID),
      await upload(guest, address),
    ].map((res) => res.json().result[0].url as string);
    // A buyer saves a cart with that line, and a render that names the third file.
    const token = await userAccessToken(t, 'demo-ar', 301);
    const other = simpleItem(mug, variantWithStock(mug, 2), 2);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/ShoppingCarts/CreateOrEditShoppingCart',
      headers: apiHeaders('demo-ar', token),
      payload: {
        items: [item, { ...other, value: { ...other.value, customizationRender: named } }],
        version: 0,
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);

    // Nothing is old enough yet.
    assert.equal(await t.app.cartFiles.sweepUnreferenced(), 0);
    assert.ok(await stored(dropped!));

    const later = Date.now() + CART_FILE_RETENTION.unreferencedAfterMs + 60_000;
    assert.ok((await t.app.cartFiles.sweepUnreferenced(later)) >= 1);
    assert.equal((await t.app.inject({ method: 'GET', url: dropped! })).statusCode, 404);
    assert.equal(await stored(dropped!), false);
    for (const url of [ofSavedLine!, named!]) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 200, url);
      assert.ok(await stored(url), url);
    }
  });
});
