import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { pendingDesign } from '@store/contracts/design-rules';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { multipart } from '../cart/test-uploads.js';
import type { ProductDetail } from '../catalog/index.js';
import { STORED_DESIGN } from '../pricing/index.js';
import { threeInkLogo } from '../designs/test-pictures.js';
import { logoElement, simpleItem, textDesign, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import { PROOF_MESSAGES } from './order-proof.js';
import { arOrder, newBuyer } from './test-orders.js';

const APP = '/api/services/app';

/**
 * Issue 30: the proof shows the inks the server charges for (item 8), and a customised line
 * added without a design holds the proof until its design is added (item 4).
 */
describe('the proof the buyer approves', () => {
  let t: TestApp;
  let ar: Tenant;
  let mug: ProductDetail;
  let tandil: string;
  let token: string;
  let screen: { id: number; name: string };

  const call = (url: string, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: `${APP}/Orders/${url}`,
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      ...(payload ? { payload } : {}),
    });
  const order = async (customization: unknown) => {
    const item = simpleItem(mug, variantWithStock(mug, 60), 60, { technique: screen });
    item.value.customization = customization;
    const res = await call('CompleteOrder', arOrder([item], tandil));
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: number; proof: string; lines: { inks: string[] }[] };
  };

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const serigrafia = mug.techniques.find((tq) => tq.code === 'serigrafia')!;
    screen = { id: serigrafia.id, name: serigrafia.name };
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await newBuyer(t, 'demo-ar', 'prueba@empresa.com.ar')).accessToken;
  });
  after(() => t.close());

  it('lists every ink the design is charged for: a three-ink logo and a white text', async () => {
    const body = multipart({}, [['logo.png', 'image/png', await threeInkLogo()]]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${APP}/OrderLogos/UploadLogos`,
      headers: { ...apiHeaders('demo-ar', token), 'content-type': body.contentType },
      payload: body.payload,
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    const [logo] = uploaded.json().result as { name: string; colors: string[] }[];
    // A black and a white text: black merges with the logo's ring, white is a fourth ink.
    const design = textDesign(2, [logoElement(logo!.name)]);
    const placed = await order(design);
    const { colorCount } = await t.app.designs.chargeOf(ar.id, design, STORED_DESIGN);
    assert.equal(colorCount, 4);
    const shown = (await call(`GetOrderById?Id=${placed.id}`)).json().result.lines[0].inks;
    assert.equal(shown.length, colorCount, JSON.stringify(shown));
    assert.deepEqual(placed.lines[0]!.inks, shown);
    for (const ink of ['#000000', '#ffffff', ...logo!.colors.slice(0, 2)])
      assert.ok(
        shown.some((color: string) => near(color, ink)),
        `${ink} is one of ${shown.join(', ')}`,
      );
  });

  it('holds the approval while a customised line has no design, until one is added to it', async () => {
    const placed = await order(pendingDesign(mug.slug, screen.id));
    assert.equal(placed.proof, 'pending');
    // Paid (the staff record the transfer): only the missing design stands in the way.
    await t.app.orders.changeStatus(ar, placed.id, 'paid', null);
    assert.deepEqual(placed.lines[0]!.inks, []);
    let res = await call('ApproveProof', { id: placed.id });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().error.message, PROOF_MESSAGES.designMissing(mug.name));
    const status = (await call(`GetOrderById?Id=${placed.id}`)).json().result.status;
    assert.equal(status, 'paid', 'nothing moved');

    // The design made from the proof ('Cambiar diseño'): one ink, as the order was priced.
    res = await call('UpdateOrderDesign', {
      id: placed.id,
      line: 0,
      customization: textDesign(1),
      customizationRender: null,
    });
    assert.equal(res.statusCode, 200, res.body);
    res = await call('ApproveProof', { id: placed.id });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.proof, 'approved');
  });

  it("refuses a new design whose print area the line's technique cannot print, keeping the old one", async () => {
    // The stock the earlier orders hold: a variant that still has 60 units.
    mug = await t.app.catalog.detail(ar, mug.slug);
    const placed = await order(textDesign(1));
    const huge = textDesign(1);
    huge.views[0]!.printArea = { ...huge.views[0]!.printArea, widthMm: 5000 };
    const res = await call('UpdateOrderDesign', {
      id: placed.id,
      line: 0,
      customization: huge,
      customizationRender: null,
    });
    assert.equal(res.statusCode, 422, res.body);
    assert.equal(
      res.json().error.message,
      'Con Serigrafía el área de impresión de la vista «Frente» de «Taza cerámica clásica 11 oz» puede medir hasta 80 x 60 mm; la del diseño mide 5.000 x 60 mm.',
    );
    const [line] = await t.db
      .selectFrom('order_lines')
      .select('customization_json')
      .where('order_id', '=', placed.id)
      .execute();
    assert.deepEqual(JSON.parse(line!.customization_json), textDesign(1));
  });
});

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const near = (a: string, b: string) => {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((value, index) => value - (y[index] ?? 0))) < 48;
};
