import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { UNPAID_LIMIT_MESSAGES } from './stock-holds.js';
import { arOrder, newBuyer, variantStock } from './test-orders.js';

const APP = '/api/services/app';
const HOUR = 3600_000;

/** Issue 31: unpaid orders hold their units for a while, a buyer only a few at once. */
describe('stock held by unpaid orders', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let tandil: string;
  let token: string;
  let variantId: number;

  const call = (method: 'GET' | 'POST', name: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${APP}/Orders/${name}`,
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });
  const order = (quantity = 10) => {
    const variant = mug.variants.find((v) => v.id === variantId)!;
    return call('POST', 'CompleteOrder', arOrder([simpleItem(mug, variant, quantity)], tandil));
  };
  const stock = () => variantStock(t, variantId);
  const detail = async (id: number) =>
    (await call('GET', `GetOrderById?Id=${id}`)).json().result as {
      status: string;
      stockHeldUntil: string | null;
      createdAt: string;
    };
  const near = (iso: string | null, expected: number, what: string) =>
    assert.ok(iso && Math.abs(Date.parse(iso) - expected) < 60_000, `${what}: ${iso}`);

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    // The tenant allows three unpaid orders per buyer (default 20).
    await t.app.tenants.update({
      name: ar.name,
      displayName: ar.displayName,
      environment: ar.environment,
      templateId: ar.templateId,
      settings: {
        ...ar.settings,
        checkout: { ...ar.settings.checkout, stockHold: { maxUnpaidOrders: 3 } },
      },
    });
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    variantId = variantWithStock(mug, 100).id;
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await newBuyer(t, 'demo-ar', 'acaparador@empresa.com.ar')).accessToken;
  });
  after(() => t.close());

  it('lets a buyer hold unpaid orders until the limit, then gives the units back when the holds run out', async () => {
    const before = await stock();
    const ids: number[] = [];
    for (let n = 0; n < 3; n += 1) {
      const res = await order();
      assert.equal(res.statusCode, 200, res.body);
      ids.push(res.json().result.id);
      const held = res.json().result;
      near(held.stockHeldUntil, Date.parse(held.createdAt) + 48 * HOUR, 'held 48 h');
    }
    assert.equal(await stock(), before - 30);
    const refused = await order();
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(refused.json().error.message, UNPAID_LIMIT_MESSAGES.ARG(3));
    assert.equal(await stock(), before - 30, 'the refusal took nothing');

    // A card checkout holds for 30 minutes from when it is opened.
    const card = await call('POST', 'UpdateOrderPayment', { orderId: ids[0], method: 'MP' });
    assert.equal(card.statusCode, 200, card.body);
    near((await detail(ids[0]!)).stockHeldUntil, Date.now() + 30 * 60_000, 'card 30 min');

    // Nothing expires before its time.
    assert.equal(await t.app.orders.expireHolds(), 0);
    assert.equal(await stock(), before - 30);
    // The holds run out: the job cancels the orders and gives the units back, once.
    const later = new Date(Date.now() + 49 * HOUR).toISOString();
    assert.equal(await t.app.orders.expireHolds(later), 3);
    assert.equal(await t.app.orders.expireHolds(later), 0);
    assert.equal(await stock(), before);
    for (const id of ids) {
      const expired = await detail(id);
      assert.deepEqual([expired.status, expired.stockHeldUntil], ['cancelled', null]);
    }
    // The card checkout opened before is gone with its order.
    const pay = await call('POST', 'UpdateOrderPayment', { orderId: ids[0], method: 'TRF' });
    assert.equal(pay.statusCode, 422, pay.body);
    // Free again to order.
    assert.equal((await order()).statusCode, 200);
  });

  it('gives the units back when an unpaid order is cancelled, and only once', async () => {
    const before = await stock();
    const res = await order(7);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(await stock(), before - 7);
    await t.app.orders.changeStatus(ar, res.json().result.id, 'cancelled', null);
    assert.equal(await stock(), before);
    await assert.rejects(t.app.orders.changeStatus(ar, res.json().result.id, 'cancelled', null));
    // Only the first test's last order (10 units) is still held; the cancelled one is not again.
    assert.equal(await t.app.orders.expireHolds(new Date(Date.now() + 49 * HOUR).toISOString()), 1);
    assert.equal(await stock(), before + 10);
  });

  it('counts the limit in the order’s transaction: six checkouts at once make three orders', async () => {
    const first = token;
    token = (await newBuyer(t, 'demo-ar', 'apurado@empresa.com.ar')).accessToken;
    const before = await stock();
    // Six different carts (no two are the same order), sent together.
    const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((quantity) => order(quantity)));
    token = first;
    // (Last in the file: its three orders would count in the other tests' holds.)
    const made = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode === 422);
    assert.equal(made.length, 3, answers.map((res) => res.statusCode).join(' '));
    assert.equal(refused.length, 3);
    for (const res of refused) assert.equal(res.json().error.message, UNPAID_LIMIT_MESSAGES.ARG(3));
    const taken = made.reduce((sum, res) => sum + Number(res.json().result.lines[0].quantity), 0);
    assert.equal(await stock(), before - taken, 'the refused ones took nothing');
  });
});
