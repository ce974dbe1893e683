import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { arOrder, clOrder } from '../orders/test-orders.js';
import type { CartItem } from '../pricing/index.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { fromMinor } from '../pricing/index.js';
import { demoBuyer, payByCard, settleInvoices, type Buyer } from './test-invoices.js';

/**
 * Issue 30, follow-up: the invoice reads the order's stored figures (migration 1300), so its net,
 * IVA and total are the order's exactly. Before, the invoice recomputed them from a per-unit IVA
 * times the quantity, and the DTE provider refused a Chilean multi-unit factura whose IVA was not
 * 19 % of its net.
 */
describe('invoices: the invoice is the order, to the unit', () => {
  let t: TestApp;
  let ar: Tenant;
  let cl: Tenant;
  let arBuyer: Buyer;
  let clBuyer: Buyer;

  const settle = () => settleInvoices(t);

  async function order(buyer: Buyer, payload: unknown): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Orders/CompleteOrder',
      headers: { ...apiHeaders(buyer.tenant, buyer.token), 'idempotency-key': randomUUID() },
      payload: payload as Record<string, unknown>,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.id;
  }

  /** The order's stored figures and the issued invoice's request, side by side. */
  async function compare(tenant: Tenant, orderId: number, rate: number, unit: number) {
    const row = (await t.app.orders.row(tenant.id, orderId))!;
    const [invoice, ...others] = await t.app.invoices.forOrder(tenant, orderId);
    assert.equal(others.length, 0);
    assert.equal(invoice!.status, 'issued', JSON.stringify(invoice));
    assert.equal(
      invoice!.total,
      fromMinor(Number(row.total), Number(row.decimals)),
      'the invoice total is the order total',
    );
    const stored = await t.db
      .selectFrom('invoices')
      .select('request_json')
      .where('id', '=', invoice!.id)
      .executeTakeFirstOrThrow();
    const { amounts } = JSON.parse(stored.request_json!) as {
      amounts: { net: number; iva: number; total: number; shippingNet: number };
    };
    const net = Number(row.sub_total) + Number(row.shipping_net);
    assert.deepEqual(
      [amounts.net, amounts.iva, amounts.total, amounts.shippingNet],
      [net, Number(row.taxes), Number(row.total), Number(row.shipping_net)],
    );
    // By hand: IVA is the rate of the whole net, rounded once (cents in AR, pesos in CL).
    assert.equal(Number(row.taxes), Math.round((net * rate) / unit) * unit);
    assert.equal(Number(row.total), net + Number(row.taxes));
  }

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    cl = (await t.app.tenants.getByName('demo-cl'))!;
    arBuyer = await demoBuyer(t, 'demo-ar');
    clBuyer = await demoBuyer(t, 'demo-cl');
  });
  after(() => t.close());

  it('a Chilean factura of several units is accepted, with the order’s net, IVA and total', async () => {
    const mug = await t.app.catalog.detail(cl, 'taza-ceramica-clasica-11-oz');
    const items: CartItem[] = [simpleItem(mug, variantWithStock(mug, 37), 37)];
    const id = await order(clBuyer, clOrder(items));
    await payByCard(t, clBuyer, id);
    await settle();
    await compare(cl, id, 0.19, 1);
  });

  it('an Argentine factura of mixed lines and shipping equals the order', async () => {
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const tee = await t.app.catalog.detail(ar, 'remera-de-algodon-peinado-24-1');
    const technique = mug.techniques.find((tq) => tq.code === 'serigrafia')!;
    const items: CartItem[] = [
      simpleItem(mug, variantWithStock(mug, 7), 7),
      simpleItem(mug, variantWithStock(mug, 60), 53, {
        technique: { id: technique.id, name: technique.name },
        colorCount: 2,
      }),
      simpleItem(tee, variantWithStock(tee, 3), 3),
    ];
    const tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    const id = await order(arBuyer, arOrder(items, tandil));
    const row = (await t.app.orders.row(ar.id, id))!;
    assert.ok(Number(row.shipping_net) > 0, 'the order pays shipping');
    await payByCard(t, arBuyer, id);
    await settle();
    await compare(ar, id, 0.21, 1);
  });
});
