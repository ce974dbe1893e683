import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp, userAccessToken } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import type { CartItem } from '../pricing/index.js';
import { curveItem, simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { CART_MESSAGES } from './cart.service.js';

const APP = '/api/services/app/ShoppingCarts';

describe('saved carts', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let cap: ProductDetail;
  const tokenOf = (userId: number, tenant = 'demo-ar') => userAccessToken(t, tenant, userId);
  const call = async (
    method: 'GET' | 'POST',
    name: string,
    token: string,
    payload?: object,
    tenant = 'demo-ar',
  ) =>
    t.app.inject({
      method,
      url: `${APP}/${name}`,
      headers: apiHeaders(tenant, token),
      ...(payload ? { payload } : {}),
    });
  const read = async (token: string, tenant = 'demo-ar') => {
    const res = await call('GET', 'GetShoppingCartsClient', token, undefined, tenant);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result;
  };
  const save = (token: string, items: unknown[], version: number) =>
    call('POST', 'CreateOrEditShoppingCart', token, { items, version });

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    cap = await t.app.catalog.detail(ar, 'gorra-trucker-con-red');
  });
  after(() => t.close());

  it("saves a buyer's cart, priced by the server, with the catalogue's names and no client price", async () => {
    const token = await tokenOf(101);
    const empty = await read(token);
    assert.deepEqual(
      { ...empty, prices: null },
      { items: [], prices: null, priceProblem: null, version: 0, updatedAt: null },
    );
    assert.equal(empty.prices.at(-1).value.total, 0);
    const item = simpleItem(mug, variantWithStock(mug, 20), 20);
    const tampered = { ...item, generic: { ...item.generic, name: 'Gratis', price: 0.01 } };
    const res = await save(token, [tampered], 0);
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result;
    assert.equal(saved.version, 1);
    assert.equal(saved.items[0].generic.name, 'Taza cerámica clásica 11 oz');
    assert.equal(saved.items[0].generic.price, undefined, 'a client price is never kept');
    assert.equal(saved.prices.at(-1).type, 'Total');
    assert.deepEqual(await read(token), saved);
  });

  it('ties every size of a curve product to its group, whatever the client said', async () => {
    const token = await tokenOf(108);
    const tee = await t.app.catalog.detail(ar, 'remera-de-algodon-peinado-24-1');
    const [s, m] = tee.variants.filter((v) => v.stock >= 5);
    const item = curveItem(tee, [
      [s!, 2],
      [m!, 3],
    ]);
    const stray = {
      ...item,
      value: item.value.map((line) => ({ ...line, genericShoppingCartUUID: crypto.randomUUID() })),
    };
    const res = await save(token, [stray], 0);
    assert.equal(res.statusCode, 200, res.body);
    const [saved] = res.json().result.items;
    for (const line of saved.value)
      assert.equal(line.genericShoppingCartUUID, item.shoppingCartUUID);
  });

  it('keeps each buyer to their own cart, in their own tenant', async () => {
    const owner = await tokenOf(102);
    await save(owner, [simpleItem(mug, variantWithStock(mug, 3), 3)], 0);
    const other = await tokenOf(103);
    assert.deepEqual((await read(other)).items, []);
    // Saving "on top of" the owner's version changes only the other buyer's own (empty) cart: refused.
    assert.equal((await save(other, [], 1)).statusCode, 409);
    // The same user id in another tenant is another cart; a token of one tenant cannot reach the other.
    assert.deepEqual((await read(await tokenOf(102, 'demo-cl'), 'demo-cl')).items, []);
    assert.equal(
      (await call('GET', 'GetShoppingCartsClient', owner, undefined, 'demo-cl')).statusCode,
      401,
    );
    assert.equal((await read(owner)).items.length, 1);
  });

  it('is only for logged-in buyers: a guest keeps the cart in the browser', async () => {
    const guest = (
      await t.app.inject({
        method: 'GET',
        url: '/api/TokenAuth/GetAccess',
        headers: apiHeaders('demo-ar'),
      })
    ).json().result.accessToken as string;
    for (const [method, name] of [
      ['GET', 'GetShoppingCartsClient'],
      ['POST', 'CreateOrEditShoppingCart'],
      ['POST', 'RestoreShoppingCart'],
    ] as const) {
      const res = await call(
        method,
        name,
        guest,
        method === 'POST' ? { items: [], version: 0 } : undefined,
      );
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().error.message, 'Ingresá con tu cuenta para continuar.');
    }
  });

  it('refuses a save from a stale copy (another tab saved first) and keeps the newer cart', async () => {
    const token = await tokenOf(104);
    const first = [simpleItem(mug, variantWithStock(mug, 2), 2)];
    assert.equal((await save(token, first, 0)).statusCode, 200);
    assert.equal(
      (await save(token, [...first, simpleItem(cap, variantWithStock(cap, 1), 1)], 1)).statusCode,
      200,
    );
    const stale = await save(token, [], 1);
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().error.message, CART_MESSAGES.stale);
    assert.deepEqual((await read(token)).items.length, 2);
  });

  it('refuses items that cannot be bought, with the reason, and saves nothing', async () => {
    const token = await tokenOf(105);
    const good = simpleItem(mug, variantWithStock(mug, 1), 1);
    await save(token, [good], 0);
    const gone = {
      ...good,
      shoppingCartUUID: crypto.randomUUID(),
      value: { ...good.value, id: 99_999_999 },
    };
    const tooMany = simpleItem(cap, cap.variants[0]!, cap.variants[0]!.stock + 1);
    for (const items of [
      [good, gone],
      [good, tooMany],
    ]) {
      const res = await save(token, items, 1);
      assert.equal(res.statusCode, 422, res.body);
      assert.match(
        res.json().error.message,
        /ya no está disponible|unidades disponibles|no tiene stock/,
      );
    }
    const malformed = await save(token, [{ ...good, value: { ...good.value, quantity: -1 } }], 1);
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().error.field, 'items[0].value.quantity');
    const after = await read(token);
    assert.equal(after.version, 1);
    assert.deepEqual(
      after.items.map((item: CartItem) => item.shoppingCartUUID),
      [good.shoppingCartUUID],
    );
  });

  it('restores a cart that can be bought; says why one cannot, and still lets the buyer fix it', async () => {
    const token = await tokenOf(106);
    const serigrafia = mug.techniques.find((tq) => tq.code === 'serigrafia')!;
    const underMinimum = simpleItem(mug, variantWithStock(mug, 10), 10, {
      technique: { id: serigrafia.id, name: serigrafia.name },
    });
    const plain = simpleItem(cap, variantWithStock(cap, 2), 2);
    assert.equal((await save(token, [underMinimum, plain], 0)).statusCode, 200);
    assert.equal((await call('POST', 'RestoreShoppingCart', token, {})).statusCode, 200);

    // The shop stops selling under the printing minimum: the saved line can no longer be bought.
    await t.app.tenants.update({
      ...ar,
      settings: { ...ar.settings, usePriceWithoutMinimun: false },
    });
    try {
      const reason =
        'Para personalizar «Taza cerámica clásica 11 oz» con Serigrafía el mínimo es de 50 unidades.';
      const refused = await call('POST', 'RestoreShoppingCart', token, {});
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.json().error.message, reason);
      assert.deepEqual((await read(token)).priceProblem, reason);

      // Removing the other line works (the trouble is in a line saved before) and says why there is no total.
      const removal = await save(token, [underMinimum], 1);
      assert.equal(removal.statusCode, 200, removal.body);
      assert.deepEqual(removal.json().result.prices, []);
      // Adding another line under the minimum does not.
      const another = simpleItem(cap, variantWithStock(cap, 3), 3, {
        technique: { id: cap.techniques[0]!.id, name: cap.techniques[0]!.name },
      });
      assert.equal((await save(token, [underMinimum, another], 2)).statusCode, 422);
      const fixed = await save(token, [], 2);
      assert.equal(fixed.json().result.priceProblem, null);
    } finally {
      await t.app.tenants.update(ar);
    }
  });

  it("forgets a deleted account's cart", async () => {
    const token = await tokenOf(107);
    await save(token, [simpleItem(mug, variantWithStock(mug, 1), 1)], 0);
    await t.app.cart.forgetUser(ar.id, 107);
    assert.deepEqual((await read(token)).version, 0);
  });
});
