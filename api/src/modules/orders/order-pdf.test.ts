import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { formatMoney } from '@store/contracts/money-format';
import { pdfText } from '../../test/pdf-text.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { curveItem, simpleItem, variantWithStock } from '../pricing/test-carts.js';
import { ORDER_MESSAGES } from './orders.service.js';
import { arOrder, assertAddsUp, cents, newBuyer } from './test-orders.js';

const APP = '/api/services/app/Orders';
/** What a reader copies out of the PDF: pdf.js splits runs, so compare without spacing. */
const squash = (text: string) => text.replace(/\s+/g, '');

describe('the order as a branded PDF (Orders/GetOrderPdf)', () => {
  let t: TestApp;
  let mug: ProductDetail;
  let tee: ProductDetail;
  let tandil: string;
  let token: string;
  let other: string;

  const pdfOf = (id: number, bearer = token) =>
    t.app.inject({
      method: 'GET',
      url: `${APP}/GetOrderPdf?Id=${id}`,
      headers: apiHeaders('demo-ar', bearer),
    });

  before(async () => {
    t = await createTestApp();
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tee = await t.app.catalog.detail(ar, 'remera-de-algodon-peinado-24-1');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await newBuyer(t, 'demo-ar', 'pdf@empresa.com.ar')).accessToken;
    other = (await newBuyer(t, 'demo-ar', 'ajeno-pdf@empresa.com.ar')).accessToken;
  });
  after(() => t.close());

  it('prints every line, the buyer as typed and totals that add up', async () => {
    const sizes = tee.variants.filter((v) => v.stock >= 4).slice(0, 2);
    const items = [
      simpleItem(mug, variantWithStock(mug, 12), 12),
      curveItem(
        tee,
        sizes.map((v) => [v, 4]),
      ),
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: arOrder(items, tandil, { name: 'Begoña', lastName: 'Núñez Peña' }),
    });
    assert.equal(res.statusCode, 200, res.body);
    const order = res.json().result;
    assertAddsUp(order);

    const file = await pdfOf(order.id);
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');
    assert.match(String(file.headers['content-disposition']), /pedido-0001-\d{8}\.pdf/);
    const pages = await pdfText(file.rawPayload);
    assert.equal(pages.length, 1);
    const all = squash(pages.join(' '));
    assert.ok(all.includes(squash(`Pedido N° ${order.number}`)), pages[0]);
    assert.ok(all.includes(squash('Begoña Núñez Peña')), pages[0]);
    assert.ok(all.includes(squash('Empresa Compradora S.A.')));
    assert.ok(all.includes(squash('Pinto 550')));
    assert.ok(all.includes(squash('Página 1 de 1')));
    assert.equal(order.lines.length, 3);
    for (const line of order.lines) {
      assert.ok(all.includes(squash(line.productName)), line.productName);
      assert.ok(all.includes(squash(formatMoney(line.total, { decimals: 2 }))), String(line.total));
    }
    // The stored figures: Subtotal, the shipping's net, IVA of both, the total they add up to.
    assert.ok(all.includes(squash(`Subtotal${formatMoney(order.subTotal, { decimals: 2 })}`)));
    assert.ok(all.includes(squash(formatMoney(order.shippingNet, { decimals: 2 }))));
    assert.ok(all.includes(squash(`IVA (21 %)${formatMoney(order.taxes, { decimals: 2 })}`)));
    assert.equal(
      cents(order.subTotal) + cents(order.shippingNet) + cents(order.taxes),
      cents(order.total),
    );
    assert.ok(all.includes(squash(`Total${formatMoney(order.total, { decimals: 2 })}`)), pages[0]);
    assert.ok(!all.includes('\uFFFD'));
  });

  it('answers 404 for another buyer’s order', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: arOrder([simpleItem(mug, variantWithStock(mug, 2), 2)], tandil),
    });
    const file = await pdfOf(res.json().result.id, other);
    assert.equal(file.statusCode, 404);
    assert.equal(file.json().error.message, ORDER_MESSAGES.notFound);
  });
});
