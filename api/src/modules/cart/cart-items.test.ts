import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp, userAccessToken } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { CART_ITEM_MESSAGES } from './cart-items.js';

const APP = '/api/services/app/ShoppingCarts';

/** `{ a: { a: ... } }` nested `depth` levels. */
function nested(depth: number): unknown {
  let value: unknown = 'fondo';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('what a saved cart keeps of what the client sent', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  const tokenOf = (userId: number) => userAccessToken(t, 'demo-ar', userId);
  const save = async (token: string, items: unknown[], version: number) =>
    t.app.inject({
      method: 'POST',
      url: `${APP}/CreateOrEditShoppingCart`,
      headers: apiHeaders('demo-ar', token),
      payload: { items, version },
    });
  const read = async (token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${APP}/GetShoppingCartsClient`,
        headers: apiHeaders('demo-ar', token),
      })
    ).json().result;

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
  });
  after(() => t.close());

  it('refuses two lines with the same shoppingCartUUID, and saves nothing', async () => {
    const token = await tokenOf(201);
    const item = simpleItem(mug, variantWithStock(mug, 5), 5);
    const forged = {
      ...item,
      value: { ...item.value, sku: 'HACK', color: '<script>alert(1)</script>' },
      generic: { ...item.generic, name: 'GRATIS', price: 0.01 },
    };
    const res = await save(token, [item, forged], 0);
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().error.message, CART_ITEM_MESSAGES.duplicateLine);
    assert.equal((await read(token)).version, 0);
  });

  it('rebuilds names, skus, colours and prices from the catalogue, even when the cart cannot be priced', async () => {
    const token = await tokenOf(202);
    const serigrafia = mug.techniques.find((tq) => tq.code === 'serigrafia')!;
    const underMinimum = simpleItem(mug, variantWithStock(mug, 10), 10, {
      technique: { id: serigrafia.id, name: serigrafia.name },
    });
    const first = await save(token, [underMinimum], 0);
    assert.equal(first.statusCode, 200, first.body);
    const saved = first.json().result.items[0];

    // The line can no longer be bought; the client sends it again, unchanged in what it orders
    // but with its own display fields.
    await t.app.tenants.update({
      ...ar,
      settings: { ...ar.settings, usePriceWithoutMinimun: false },
    });
    try {
      const forged = {
        ...underMinimum,
        value: { ...underMinimum.value, sku: 'HACK', color: '<script>alert(1)</script>' },
        generic: { ...underMinimum.generic, name: 'GRATIS', price: 0.01 },
      };
      const res = await save(token, [forged], 1);
      assert.equal(res.statusCode, 200, res.body);
      assert.notEqual(res.json().result.priceProblem, null);
      const kept = (await read(token)).items[0];
      assert.deepEqual(kept, saved);
      assert.equal(kept.generic.name, 'Taza cerámica clásica 11 oz');
      assert.notEqual(kept.value.sku, 'HACK');
      assert.doesNotMatch(JSON.stringify(kept), /<script|GRATIS|HACK/);
      assert.equal(kept.generic.price, undefined);
    } finally {
      await t.app.tenants.update(ar);
    }
  });

  it('refuses a design nested too deep or too large, in Spanish, and saves nothing', async () => {
    const token = await tokenOf(203);
    const item = simpleItem(mug, variantWithStock(mug, 5), 5);
    for (const customization of [nested(4100), nested(40)]) {
      const res = await save(token, [{ ...item, value: { ...item.value, customization } }], 0);
      assert.equal(res.statusCode, 400, res.body.slice(0, 300));
      assert.equal(res.json().success, false);
      assert.match(res.json().error.message, /anidad/);
    }
    const large = { texts: Array.from({ length: 200 }, () => 'x'.repeat(500)) };
    const res = await save(token, [{ ...item, value: { ...item.value, customization: large } }], 0);
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().error.message, CART_ITEM_MESSAGES.designTooLarge);
    assert.equal((await read(token)).version, 0);
    // A design of a normal shape is kept as sent.
    const design = {
      colorCount: 2,
      elements: [{ kind: 'text', text: 'Hola', style: { size: 12 } }],
    };
    const ok = await save(token, [{ ...item, value: { ...item.value, customization: design } }], 0);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual((await read(token)).items[0].value.customization, design);
  });
});
