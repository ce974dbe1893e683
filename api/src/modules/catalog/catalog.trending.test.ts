import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { secondInstance } from '../../reliability/test-instances.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Tenant } from '../tenants/index.js';

const GROUP = '/api/services/app/Catalog';
type Summary = { id: number; slug: string };

describe("'Lo más pedido': trending from what buyers do", () => {
  let t: TestApp;
  let ar: Tenant;
  const get = async (url: string, tenant = 'demo-ar') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${GROUP}/${url}`,
      headers: apiHeaders(tenant),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result;
  };
  const trending = async (tenant = 'demo-ar') =>
    ((await get('GetTrendingProducts?limit=8', tenant)) as Summary[]).map((p) => p.id);
  const addToCart = (productId: unknown, tenant = 'demo-ar') =>
    t.app.inject({
      method: 'POST',
      url: `${GROUP}/RegisterCartAddition`,
      headers: apiHeaders(tenant),
      payload: { productId },
    });
  const eventCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('catalog_product_events')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
  });
  after(() => t.close());

  it('shows the demo activity, not the featured products', async () => {
    const featured = (
      (await get('GetProductsList?featured=true&pageSize=8')) as { items: Summary[] }
    ).items.map((p) => p.id);
    const top = await trending();
    assert.equal(top.length, 8);
    assert.notDeepEqual(top, featured);
    assert.ok(top.filter((id) => featured.includes(id)).length < 4, 'mostly other products');
  });

  it('puts the product buyers view and add to carts most at the top, in its store only', async () => {
    const clBefore = await trending('demo-cl');
    const { items } = (await get('GetProductsList?sort=name&pageSize=60&inStock=true')) as {
      items: Summary[];
    };
    const before = await trending();
    const product = items.find((p) => !before.includes(p.id));
    assert.ok(product);
    for (let n = 0; n < 30; n += 1) await get(`GetProductDetail?slug=${product.slug}`);
    for (let n = 0; n < 10; n += 1) assert.equal((await addToCart(product.id)).statusCode, 200);
    assert.equal((await trending())[0], product.id);
    assert.deepEqual(await trending('demo-cl'), clBefore);
  });

  it('writes the views an instance answered together, at the latest when it stops', async (test) => {
    const other = await secondInstance(t);
    // A failed check must not leave it open: its pool and timer would keep the file running.
    let closed = false;
    test.after(() => (closed ? undefined : other.close()));
    const { items } = (await get('GetProductsList?sort=newest&pageSize=60&inStock=true')) as {
      items: Summary[];
    };
    const before = await trending();
    const product = items.find((p) => !before.includes(p.id));
    assert.ok(product);
    const events = await eventCount();
    const view = () =>
      other.inject({
        method: 'GET',
        url: `${GROUP}/GetProductDetail?slug=${product.slug}`,
        headers: apiHeaders('demo-ar'),
      });
    assert.equal((await view()).statusCode, 200);
    // The page answered before its view was written: views wait (up to 2 s) to be written
    // together. The other 59 may meet a timed write on a slow machine; none is lost.
    assert.equal(await eventCount(), events);
    for (let n = 1; n < 60; n += 1) assert.equal((await view()).statusCode, 200);
    await other.close();
    closed = true;
    assert.equal(await eventCount(), events + 60);
    assert.equal((await trending())[0], product.id);
  });

  it('counts the last 30 days only', async () => {
    const { items } = (await get('GetProductsList?sort=name&pageSize=60&inStock=true')) as {
      items: Summary[];
    };
    const current = await trending();
    const old = items.find((p) => !current.includes(p.id));
    assert.ok(old);
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
    await t.db
      .insertInto('catalog_product_events')
      .values(
        Array.from({ length: 200 }, () => ({
          tenant_id: ar.id,
          product_id: old.id,
          kind: 'cart' as const,
          created_at: longAgo,
        })),
      )
      .execute();
    assert.ok(!(await trending()).includes(old.id));
  });

  it('refuses a cart addition of an unknown product or one of another store', async () => {
    const clProduct = ((await get('GetProductsList?pageSize=1', 'demo-cl')) as { items: Summary[] })
      .items[0];
    assert.ok(clProduct);
    const count = await eventCount();
    for (const productId of [clProduct.id, 999_999]) {
      const res = await addToCart(productId);
      assert.equal(res.statusCode, 404);
      assert.equal(res.json().error.message, 'No encontramos este producto.');
    }
    const bad = await addToCart('uno');
    assert.equal(bad.statusCode, 400);
    assert.equal(await eventCount(), count);
  });

  it('falls back to the newest products while a store has no activity', async () => {
    await t.db.deleteFrom('catalog_product_events').where('tenant_id', '=', ar.id).execute();
    const newest = (
      (await get('GetProductsList?sort=newest&pageSize=8&inStock=true')) as {
        items: Summary[];
      }
    ).items.map((p) => p.id);
    assert.deepEqual(await trending(), newest);
  });
});
