import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { CartItem } from '../pricing/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { arOrder, cents, clOrder, newBuyer } from './test-orders.js';

const APP = '/api/services/app/Orders';

/** What GetOrderTotals takes: CompleteOrder's cart, address and shipping choice. */
const totalsBody = (
  order: Pick<
    ReturnType<typeof arOrder>,
    | 'shoppingCart'
    | 'provinceId'
    | 'cityId'
    | 'locationId'
    | 'zipCode'
    | 'shippingServiceType'
    | 'shippingLogisticType'
    | 'shippingCarrierId'
    | 'shippingPointId'
  >,
) => ({
  shoppingCart: order.shoppingCart,
  provinceId: order.provinceId,
  cityId: order.cityId,
  locationId: order.locationId,
  zipCode: order.zipCode,
  shippingServiceType: order.shippingServiceType,
  shippingLogisticType: order.shippingLogisticType,
  shippingCarrierId: order.shippingCarrierId,
  shippingPointId: order.shippingPointId,
});

/**
 * Issue 30 item 2: the checkout shows, before 'Confirmar pedido', the subtotal, IVA, shipping and
 * total the order will charge: the server's figures, equal to the order's once it is placed.
 */
describe('Orders/GetOrderTotals: what the order will charge, before it is placed', () => {
  let t: TestApp;
  let ar: Tenant;
  let cl: Tenant;
  let tandil: string;
  const tokens: Record<string, string> = {};

  const post = (tenant: string, name: string, payload: unknown, token = tokens[tenant]) =>
    t.app.inject({
      method: 'POST',
      url: `${APP}/${name}`,
      headers: { ...apiHeaders(tenant, token), 'idempotency-key': randomUUID() },
      payload: payload as Record<string, unknown>,
    });

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    cl = (await t.app.tenants.getByName('demo-cl'))!;
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    tokens['demo-ar'] = (await newBuyer(t, 'demo-ar', 'totales@empresa.com.ar')).accessToken;
    tokens['demo-cl'] = (await newBuyer(t, 'demo-cl', 'totales@empresa.cl')).accessToken;
  });
  after(() => t.close());

  for (const tenantName of ['demo-ar', 'demo-cl'] as const) {
    it(`${tenantName}: answers the products' net, the shipping's net, IVA and total the order then charges`, async () => {
      const tenant = tenantName === 'demo-ar' ? ar : cl;
      const mug = await t.app.catalog.detail(tenant, 'taza-ceramica-clasica-11-oz');
      const items: CartItem[] = [simpleItem(mug, variantWithStock(mug, 37), 37)];
      const order = tenantName === 'demo-ar' ? arOrder(items, tandil) : clOrder(items);
      const res = await post(tenantName, 'GetOrderTotals', totalsBody(order));
      assert.equal(res.statusCode, 200, res.body);
      const totals = res.json().result;
      // By hand, in cents: IVA is the rate of both nets, rounded once (to whole pesos in Chile).
      const [rate, unit] = tenantName === 'demo-ar' ? [21, 1] : [19, 100];
      const net = cents(totals.subTotal) + cents(totals.shippingNet);
      assert.ok(cents(totals.shippingNet) > 0, 'a carrier that charges');
      const iva = Math.round((net * rate) / 100 / unit) * unit;
      assert.equal(cents(totals.taxes), iva);
      assert.equal(cents(totals.total), net + iva);
      assert.equal(totals.currency, tenantName === 'demo-ar' ? 'ARS' : 'CLP');
      // Nothing was stored; the order placed with the same choice charges exactly that.
      const placed = await post(tenantName, 'CompleteOrder', order);
      assert.equal(placed.statusCode, 200, placed.body);
      const made = placed.json().result;
      assert.deepEqual(
        [made.subTotal, made.shippingNet, made.taxes, made.total, made.taxesByRate],
        [totals.subTotal, totals.shippingNet, totals.taxes, totals.total, totals.taxesByRate],
      );
    });
  }

  it('refuses a shipping option the address does not have, a guest, and an empty cart', async () => {
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const order = arOrder([simpleItem(mug, variantWithStock(mug, 2), 2)], tandil);
    const gone = await post('demo-ar', 'GetOrderTotals', {
      ...totalsBody(order),
      shippingCarrierId: 'no-existe',
    });
    assert.equal(gone.statusCode, 422, gone.body);
    assert.ok(gone.json().error.message);
    const guest = await post('demo-ar', 'GetOrderTotals', totalsBody(order), '');
    assert.equal(guest.statusCode, 401);
    const empty = await post('demo-ar', 'GetOrderTotals', {
      ...totalsBody(order),
      shoppingCart: { shoppingCartProductsFK: [], shoppingCartMode: 'cart' },
    });
    assert.equal(empty.statusCode, 422, empty.body);
  });
});
