import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { arOrder, newBuyer } from '../orders/test-orders.js';
import { logoElement, simpleItem, textDesign, variantWithStock } from '../pricing/test-carts.js';
import { DESIGN_UPLOAD_RETENTION } from './designs-sweep.js';
import { threeInkLogo } from './test-pictures.js';

const APP = '/api/services/app';
const HOUR = 60 * 60_000;

describe('the sweep of builder uploads no design uses', () => {
  let t: TestApp;
  let mug: ProductDetail;
  let tandil: string;
  let buyer: string;
  let arId: number;

  const stored = async () =>
    (await readdir(join(t.config.dataDir, 'uploads', 'designs')).catch(() => [])).sort();
  const upload = async (
    route: 'Designs/UploadDesign' | 'OrderLogos/UploadLogos',
    token: string,
  ) => {
    const boundary = `----store${randomUUID()}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await threeInkLogo(),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/${route}`,
      headers: {
        ...apiHeaders('demo-ar', token),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    assert.equal(res.statusCode, 200, res.body);
    const result = res.json().result;
    return (Array.isArray(result) ? result[0] : result).name as string;
  };
  const designWith = (name: string, quantity = 50) => {
    const technique = mug.techniques.find((candidate) => candidate.code === 'serigrafia')!;
    const item = simpleItem(mug, variantWithStock(mug, quantity), quantity, {
      technique: { id: technique.id, name: technique.name },
    });
    item.value.customization = textDesign(0, [logoElement(name)]);
    return item;
  };

  before(async () => {
    t = await createTestApp();
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    arId = ar.id;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    buyer = (await newBuyer(t, 'demo-ar', 'barrido@empresa.com.ar')).accessToken;
  });
  after(() => t.close());

  it('deletes old uploads nothing names, keeps those of orders, carts and a buyer’s library', async () => {
    const guest = (
      await t.app.inject({
        method: 'GET',
        url: '/api/TokenAuth/GetAccess',
        headers: apiHeaders('demo-ar'),
      })
    ).json().result.accessToken as string;
    const inOrder = await upload('Designs/UploadDesign', buyer);
    const inCart = await upload('Designs/UploadDesign', buyer);
    const library = await upload('OrderLogos/UploadLogos', buyer);
    const dropped = await upload('Designs/UploadDesign', buyer);
    const guestLogo = await upload('OrderLogos/UploadLogos', guest);

    const placed = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', buyer), 'idempotency-key': randomUUID() },
      payload: arOrder([designWith(inOrder)], tandil),
    });
    assert.equal(placed.statusCode, 200, placed.body);
    const saved = await t.app.inject({
      method: 'POST',
      url: `${APP}/ShoppingCarts/CreateOrEditShoppingCart`,
      headers: apiHeaders('demo-ar', buyer),
      payload: { items: [designWith(inCart)], version: 0 },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const all = [inOrder, inCart, library, dropped, guestLogo].sort();
    assert.deepEqual(await stored(), all);

    // Within the grace period nothing goes, used or not.
    assert.equal(
      await t.app.sweepDesignUploads(
        Date.now() + DESIGN_UPLOAD_RETENTION.unreferencedAfterMs - HOUR,
      ),
      0,
    );
    assert.deepEqual(await stored(), all);

    assert.equal(
      await t.app.sweepDesignUploads(
        Date.now() + DESIGN_UPLOAD_RETENTION.unreferencedAfterMs + HOUR,
      ),
      2,
    );
    assert.deepEqual(await stored(), [inOrder, inCart, library].sort());
    const file = (name: string, token: string) =>
      t.app.inject({
        method: 'GET',
        url: `${APP}/Designs/Files/${name}`,
        headers: apiHeaders('demo-ar', token),
      });
    assert.equal((await file(dropped, buyer)).statusCode, 404);
    assert.equal((await file(guestLogo, guest)).statusCode, 404);
    assert.equal((await file(inOrder, buyer)).statusCode, 200);
    // The order's print file still draws its logo.
    const lines = await t.app.printFiles.ofLine(
      arId,
      'sweep-check',
      designWith(inOrder).value.customization,
    );
    assert.equal(lines.length, 1);
  });
});
