import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { ProductDetail } from '../catalog/index.js';
import { simpleItem, textDesign, variantWithStock } from '../pricing/test-carts.js';
import { staffCall, staffToken } from '../staff/staff-test-support.js';
import { OrderCliError, runOrderCli } from './order-cli.js';
import { arOrder, newBuyer } from './test-orders.js';

const APP = '/api/services/app';

describe('npm run order -- print-files', () => {
  let t: TestApp;
  let mug: ProductDetail;
  let tandil: string;
  let token: string;
  const cli = (...argv: string[]) => runOrderCli(argv, t.app);
  const refused = (argv: string[], code: 1 | 2, message: RegExp) =>
    assert.rejects(cli(...argv), (error: unknown) => {
      assert.ok(error instanceof OrderCliError, String(error));
      assert.equal(error.exitCode, code);
      assert.match(error.message, message);
      return true;
    });

  const order = async (customization: object | null) => {
    const technique = mug.techniques.find((candidate) => candidate.code === 'serigrafia')!;
    const item = simpleItem(
      mug,
      // Few units: every test's orders hold stock of the same mug.
      variantWithStock(mug, 20),
      20,
      customization
        ? {
            technique: { id: technique.id, name: technique.name },
          }
        : {},
    );
    if (customization) item.value.customization = customization;
    const res = await t.app.inject({
      method: 'POST',
      url: `${APP}/Orders/CompleteOrder`,
      headers: { ...apiHeaders('demo-ar', token), 'idempotency-key': randomUUID() },
      payload: arOrder([item], tandil),
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: number; number: string };
  };

  before(async () => {
    t = await createTestApp();
    const ar = (await t.app.tenants.getByName('demo-ar'))!;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    tandil = (await t.app.addressBook.locations('ARG', '06791')).find(
      (l) => l.name === 'Tandil',
    )!.id;
    token = (await newBuyer(t, 'demo-ar', 'impresion@empresa.com.ar')).accessToken;
  });
  after(() => t.close());

  it('writes each customised line’s files, rendered from the saved design', async () => {
    const design = textDesign(1);
    design.views[0]!.elements[0] = {
      ...design.views[0]!.elements[0]!,
      text: 'ACME',
      fontSizeMm: 12,
    };
    const placed = await order(design);
    const out = join(await mkdtemp(join(tmpdir(), 'print-files-')), 'pedido');
    const report = await cli('print-files', String(placed.id), '--out', out);
    assert.match(report, new RegExp(`Archivos de impresión del pedido ${placed.number}`));
    assert.match(report, /Línea 1 \(.+\), Frente: 945 x 709 px a 300 DPI/);
    const files = (await readdir(out)).sort();
    assert.deepEqual(files, [
      `${placed.number}-linea-1-1-frente.png`,
      `${placed.number}-linea-1-1-frente.svg`,
    ]);
    const png = join(out, files[0]!);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    assert.deepEqual([info.width, info.height], [945, 709]);
    // The text's centre (40, 10 mm) is inked; the area's corner is transparent.
    const alphaAt = (xMm: number, yMm: number) => {
      const [x, y] = [Math.round((xMm / 25.4) * 300), Math.round((yMm / 25.4) * 300)];
      let most = 0;
      for (let dy = -30; dy <= 30; dy += 3)
        for (let dx = -60; dx <= 60; dx += 3)
          most = Math.max(most, data[((y + dy) * info.width + x + dx) * 4 + 3]!);
      return most;
    };
    assert.equal(alphaAt(40, 10), 255);
    assert.equal(alphaAt(8, 50), 0);
    const svg = await readFile(join(out, files[1]!), 'utf8');
    assert.doesNotMatch(svg, /<text|ACME/);

    // Asked again, the kept files are given (the same bytes), not rendered anew.
    const again = await cli('print-files', String(placed.id));
    assert.match(again, /print-files/);
    const kept = again
      .split('\n')
      .find((line) => line.trim().endsWith('.png'))!
      .trim();
    assert.deepEqual(await readFile(kept), await readFile(png));
  });

  it('gives staff the files per view and one zip per order; another store’s staff get 404', async () => {
    const placed = await order(textDesign(1));
    const sales = await staffToken(t, 'demo-ar', 'sales');
    const get = (url: string, tenant = 'demo-ar', token = sales) =>
      staffCall(t, tenant, token, 'GET', `/api/admin/orders/${placed.id}${url}`);
    const listed = await get('/print-files');
    assert.equal(listed.statusCode, 200, listed.body);
    assert.deepEqual(listed.json().result, [
      {
        line: 1,
        productName: mug.name,
        view: 'Frente',
        widthPx: 945,
        heightPx: 709,
        png: '1-frente.png',
        svg: '1-frente.svg',
      },
    ]);
    const png = await get('/print-files/1/1-frente.png');
    assert.equal(png.statusCode, 200);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.match(
      String(png.headers['content-disposition']),
      new RegExp(`filename="${placed.number}-linea-1-1-frente.png"`),
    );
    assert.deepEqual((await sharp(png.rawPayload).metadata()).width, 945);
    for (const [url, status] of [
      ['/print-files/2/1-frente.png', 404],
      ['/print-files/1/..%2F..%2Fsecreto.png', 400],
      ['/print-files/1/1-frente.pdf', 400],
    ] as const)
      assert.equal((await get(url)).statusCode, status, url);

    // The zip holds both files under the order's names, byte for byte (stored, not compressed).
    const zip = await get('/print-files.zip');
    assert.equal(zip.statusCode, 200);
    assert.equal(zip.headers['content-type'], 'application/zip');
    const bytes = zip.rawPayload;
    assert.equal(bytes.subarray(0, 4).toString('latin1'), 'PK\x03\x04');
    assert.ok(bytes.includes(Buffer.from('PK\x05\x06', 'latin1')), 'the zip has its directory');
    for (const name of ['1-frente.png', '1-frente.svg'])
      assert.ok(bytes.includes(Buffer.from(`${placed.number}-linea-1-${name}`)), name);
    assert.ok(bytes.includes(png.rawPayload), 'the PNG is in the zip whole');

    const chilean = await staffToken(t, 'demo-cl', 'owner');
    assert.equal((await get('/print-files.zip', 'demo-cl', chilean)).statusCode, 404);
  });

  it('refuses a mistyped command, an absent order and an order without designs, in Spanish', async () => {
    await refused(['print-files'], 2, /Falta el id del pedido/);
    await refused(['print-files', 'abc'], 2, /no es un id de pedido/);
    await refused(['print-files', '1', '--zip'], 2, /Opción desconocida/);
    await refused(['print-files', '999999'], 1, /No existe el pedido 999999/);
    const plain = await order(null);
    await refused(['print-files', String(plain.id)], 1, /no tiene líneas personalizadas/);
    const file = join(await mkdtemp(join(tmpdir(), 'print-files-')), 'archivo.txt');
    await writeFile(file, 'x');
    const designed = await order(textDesign(1));
    await refused(['print-files', String(designed.id), '--out', file], 1, /no es una carpeta/);
  });
});
