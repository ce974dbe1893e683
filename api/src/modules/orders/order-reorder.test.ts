import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { loggedIn } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { STORED_DESIGN } from '../pricing/index.js';
import type { AddToCartRequest, CartItem } from '../pricing/index.js';
import { curveItem, simpleItem, textDesign, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { PROOF_MESSAGES } from './order-proof.js';
import { pricingItemOf, REORDER_MESSAGES } from './order-reorder.js';
import type { Reorder } from '@store/contracts/wire/orders';
import { ORDER_MESSAGES } from './orders.service.js';
import { arOrder, newBuyer } from './test-orders.js';

const APP = '/api/services/app';

describe('orders after checkout: reorder, proof approval and design lock', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let tee: ProductDetail;
  let cap: ProductDetail;
  let tandil: string;
  let token: string;
  let other: string;
  let chilean: string;
  let technique: { id: number; name: string };

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, bearer = token) =>
    t.app.inject({
      method,
      url: `${APP}/Orders/${url}`,
      headers: { ...apiHeaders('demo-ar', bearer), 'idempotency-key': randomUUID() },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const newOrder = async (items: CartItem[]) => {
    const res = await call('POST', 'CompleteOrder', arOrder(items, tandil));
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as {
      id: number;
      status: string;
      proof: string;
      designsLocked: boolean;
      history: { status: string }[];
      lines: { customization: unknown; technique: { id: number } | null }[];
    };
  };
  const reorder = (id: number, bearer = token) =>
    call('GET', `GetReorderItems?Id=${id}`, undefined, bearer);
  const customised = (colors = 1) =>
    simpleItem(mug, variantWithStock(mug, 30), 30, { technique, colorCount: colors });

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tee = await t.app.catalog.detail(ar, 'remera-de-algodon-peinado-24-1');
    cap = await t.app.catalog.detail(ar, 'gorra-trucker-con-red');
    const serigrafia = mug.techniques.find((tq) => tq.code === 'serigrafia')!;
    technique = { id: serigrafia.id, name: serigrafia.name };
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await newBuyer(t, 'demo-ar', 'recompra@empresa.com.ar')).accessToken;
    other = (await newBuyer(t, 'demo-ar', 'otra@empresa.com.ar')).accessToken;
    chilean = (await loggedIn(t, 'demo-cl', 'compras@andesmerch.cl', 'AndesMerch-2026'))
      .accessToken;
  });
  after(() => t.close());

  it('gives back the order’s lines as requests to add that the server prices today, designs kept', async () => {
    const sizes = tee.variants.filter((v) => v.stock >= 5).slice(0, 2);
    const curve = curveItem(
      tee,
      sizes.map((v) => [v, 5]),
    );
    const design = customised(2);
    const plain = simpleItem(cap, variantWithStock(cap, 3), 3);
    const order = await newOrder([design, curve, plain]);

    const res = await reorder(order.id);
    assert.equal(res.statusCode, 200, res.body);
    const { requests, notices } = res.json().result as Reorder;
    assert.deepEqual(notices, []);
    // What a product page would ask the cart to add: the product, its lines, the technique and
    // the design; mf-cart's item factory makes the cart items (no cart item comes from here).
    assert.deepEqual(
      requests.map((request) => [request.mode, request.product.kind]),
      [
        ['cart', 'simple'],
        ['cart', 'curva'],
        ['cart', 'simple'],
      ],
    );
    const [mugAgain, teeAgain, capAgain] = requests as [
      AddToCartRequest,
      AddToCartRequest,
      AddToCartRequest,
    ];
    assert.deepEqual(mugAgain.product, {
      id: mug.id,
      externalId: mug.externalId,
      name: mug.name,
      description: mug.description,
      featuredImg: mug.featuredImg,
      kind: 'simple',
      productDesc: mug.slug,
    });
    assert.deepEqual(
      mugAgain.lines.map((line) => [line.variantId, line.quantity]),
      [[design.value.id, 30]],
    );
    assert.deepEqual(
      [mugAgain.applicationTechniqueId, mugAgain.applicationTechniqueName, mugAgain.isCustomizable],
      [technique.id, technique.name, true],
    );
    assert.deepEqual(mugAgain.customization, design.value.customization);
    assert.deepEqual(
      teeAgain.lines.map((line) => [line.variantId, line.quantity]),
      sizes.map((v) => [v.id, 5]),
    );
    assert.deepEqual(
      [capAgain.lines.map((line) => line.variantId), capAgain.applicationTechniqueId],
      [[plain.value.id], null],
    );

    // The engine reads of each request what it reads of the item made from it: today's price of
    // the three is the order's (the design's two inks too).
    const today = await t.app.pricing.price(ar, requests.map(pricingItemOf), STORED_DESIGN);
    const before = await t.app.pricing.price(ar, [design, curve, plain], STORED_DESIGN);
    assert.deepEqual(today.minor.at(-1)!.value, before.minor.at(-1)!.value);
  });

  it('leaves out what the catalogue no longer sells and what older orders did not keep', async () => {
    const gone = variantWithStock(cap, 2);
    const order = await newOrder([
      simpleItem(mug, variantWithStock(mug, 2), 2),
      simpleItem(cap, gone, 2),
    ]);
    // The catalogue stops selling that cap; an older line kept nothing to rebuild it.
    await t.db
      .updateTable('order_lines')
      .set({ variant_id: 987_654_321 })
      .where('order_id', '=', order.id)
      .where('position', '=', 1)
      .execute();
    let res = await reorder(order.id);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json().result as Reorder;
    assert.deepEqual(
      body.requests.map((request) => request.product.id),
      [mug.id],
    );
    assert.deepEqual(body.notices, [
      REORDER_MESSAGES.gone([
        `«${cap.name} (${[gone.color?.name, gone.size].filter(Boolean).join(' / ')})»`,
      ]),
    ]);

    await t.db
      .updateTable('order_lines')
      .set({ item_group: null, item_type: null })
      .where('order_id', '=', order.id)
      .where('position', '=', 0)
      .execute();
    res = await reorder(order.id);
    assert.equal(res.statusCode, 422);
    const message = res.json().error.message as string;
    assert.ok(message.startsWith(REORDER_MESSAGES.nothing), message);
    assert.match(message, /anterior a «Volver a comprar»/);
    assert.match(message, new RegExp(mug.name));
  });

  it('answers 404 for another buyer’s or tenant’s order, and to a guest 401', async () => {
    const order = await newOrder([simpleItem(mug, variantWithStock(mug, 2), 2)]);
    const res = await reorder(order.id, other);
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().error.message, ORDER_MESSAGES.notFound);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${APP}/Orders/GetReorderItems?Id=${order.id}`,
      headers: apiHeaders('demo-cl', chilean),
    });
    assert.equal(foreign.statusCode, 404);
    for (const url of ['ApproveProof', 'UpdateOrderDesign']) {
      const payload =
        url === 'ApproveProof'
          ? { id: order.id }
          : { id: order.id, line: 0, customization: textDesign(1), customizationRender: null };
      assert.equal((await call('POST', url, payload, other)).statusCode, 404);
    }
    const guest = await t.app.inject({
      method: 'GET',
      url: `${APP}/Orders/GetReorderItems?Id=${order.id}`,
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(guest.statusCode, 401);
  });

  it('approves a customised order’s proof once, then locks its designs', async () => {
    const order = await newOrder([customised(1)]);
    assert.deepEqual([order.proof, order.designsLocked], ['pending', false]);

    // Before the approval the buyer may change the design, as long as it prints the same.
    const changed = {
      ...textDesign(1),
      views: textDesign(1).views.map((v) => ({ ...v, mockup: undefined })),
    };
    (changed.views[0]!.elements[0] as { text: string }).text = 'Año nuevo, diseño nuevo: ñandú';
    const edit = (design: unknown) =>
      call('POST', 'UpdateOrderDesign', {
        id: order.id,
        line: 0,
        customization: design,
        customizationRender: '/mockups/nuevo.png',
      });
    let res = await edit(changed);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(JSON.stringify(res.json().result.lines[0].customization), /ñandú/);
    assert.deepEqual(res.json().result.lines[0].shoppingCartProductImageFK, ['/mockups/nuevo.png']);

    res = await edit(textDesign(3));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().error.message, PROOF_MESSAGES.priceChanges);
    res = await edit({ not: 'a design' });
    assert.equal(res.statusCode, 400);

    res = await call('POST', 'ApproveProof', { id: order.id });
    assert.equal(res.statusCode, 200, res.body);
    const approved = res.json().result;
    assert.deepEqual(
      [approved.status, approved.proof, approved.designsLocked],
      ['proof_approved', 'approved', true],
    );
    res = await call('POST', 'ApproveProof', { id: order.id });
    assert.equal(res.statusCode, 200);
    assert.equal(
      res.json().result.history.filter((s: { status: string }) => s.status === 'proof_approved')
        .length,
      1,
    );

    res = await edit(textDesign(1));
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().error.message, PROOF_MESSAGES.locked);
    const kept = (await call('GET', `GetOrderById?Id=${order.id}`)).json().result;
    assert.match(JSON.stringify(kept.lines[0].customization), /ñandú/);
  });

  it('refuses a proof for an order without designs, in Chilean Spanish for a Chilean buyer', async () => {
    const order = await newOrder([simpleItem(mug, variantWithStock(mug, 2), 2)]);
    assert.equal(order.proof, 'none');
    const res = await call('POST', 'ApproveProof', { id: order.id });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().error.message, PROOF_MESSAGES.noDesign);
    const cl = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/UpdateOrderDesign`,
      headers: apiHeaders('demo-cl', chilean),
      payload: { id: order.id, line: 0, customization: textDesign(1), customizationRender: null },
    });
    assert.equal(cl.statusCode, 404);
  });
});
