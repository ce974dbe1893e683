import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCall, staffProductId, staffToken, storefrontDetail } from './staff-test-support.js';

interface Picture {
  id: string;
  image: string;
  original: string | null;
  width: number | null;
  height: number | null;
  crop: { x: number; y: number; width: number; height: number } | null;
}
interface Pictures {
  version: number;
  pictures: Picture[];
}

const SEARCH = 'botella de vidrio con funda';
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#1565c0' } })
    .jpeg()
    .toBuffer();

describe('/api/admin/catalog/products/:id/pictures/:pictureId/crop: a picture of the import', () => {
  let t: TestApp;
  let owner: string;
  let productId: number;
  let server: Server;
  let base = '';
  let unreachable = '';
  const asked: string[] = [];

  const url = (path = '') => `/api/admin/catalog/products/${productId}/pictures${path}`;
  const call = (method: 'GET' | 'PUT', path: string, payload?: object, tenant = 'demo-ar') =>
    staffCall(t, tenant, owner, method, url(path), payload);
  const pictures = async (): Promise<Pictures> => (await call('GET', '')).json().result;
  const folder = () => join(t.app.config.tenantAssetsDir, 'demo-ar', 'catalog', 'pictures');
  const filesOnDisk = async () => (await readdir(folder()).catch(() => [])).sort();
  const fileOf = (image: string) => readFile(join(folder(), image.split('/').pop() ?? ''));
  /** The product's pictures are the seed's first one and then `images`, none touched by staff. */
  const imported = async (...images: string[]) => {
    const [first] = (await pictures()).pictures as [Picture];
    await t.app.db
      .updateTable('catalog_products')
      .set({ images_json: JSON.stringify([first.image, ...images]), pictures_json: '[]' })
      .where('id', '=', productId)
      .execute();
    return pictures();
  };
  const crop = (picture: Picture, version: number, tenant = 'demo-ar') =>
    call(
      'PUT',
      `/${picture.id}/crop`,
      { version, crop: { x: 0, y: 0, width: 300, height: 200 } },
      tenant,
    );

  before(async () => {
    // The supplier's double listens on loopback, which a store refuses otherwise (picture-download).
    t = await createTestApp({ env: { PRIVATE_PICTURE_HOSTS: '1' } });
    owner = await staffToken(t, 'demo-ar', 'owner');
    productId = await staffProductId(t, owner, SEARCH);
    const jpeg = await photo();
    // A local double of a supplier's picture host.
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      const send = (type: string, body: Buffer | string, status = 200) => {
        response.writeHead(status, { 'content-type': type });
        response.end(body);
      };
      if (request.url === '/foto.jpg') return send('image/jpeg', jpeg);
      if (request.url === '/pagina.jpg') return send('text/html', '<html>no es una foto</html>');
      if (request.url === '/gato.jpg') return send('image/jpeg', GIF);
      if (request.url === '/grande.jpg') return send('image/jpeg', Buffer.alloc(9 * 1024 * 1024));
      if (request.url === '/redirige.jpg') {
        response.writeHead(302, { location: 'http://169.254.169.254/foto.jpg' });
        return response.end();
      }
      send('text/plain', 'no', 404);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A port nobody listens on: a server that closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    unreachable = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/foto.jpg`;
    await new Promise((resolve) => closed.close(resolve));
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('crops a seeded picture: its own file is kept as the original, in one write, audited', async () => {
    const before = await pictures();
    const seeded = before.pictures[0] as Picture;
    assert.match(seeded.image, /^\/tenant-assets\/demo-ar\/catalog\/.+\.svg$/);
    assert.equal(seeded.original, null);
    const res = await crop(seeded, before.version);
    assert.equal(res.statusCode, 200, res.body);
    const saved: Pictures = res.json().result;
    assert.equal(saved.version, before.version + 1);
    const [cropped] = saved.pictures as [Picture];
    assert.equal(cropped.id, seeded.id);
    assert.deepEqual(cropped.crop, { x: 0, y: 0, width: 300, height: 200 });
    assert.match(cropped.original ?? '', /\/pictures\/[0-9a-f]{12}\.original\.[0-9a-f]{8}\.png$/);
    assert.equal(Math.max(cropped.width ?? 0, cropped.height ?? 0), 1200);
    const shown = await sharp(await fileOf(cropped.image)).metadata();
    assert.deepEqual([shown.format, shown.width, shown.height], ['webp', 300, 200]);
    // The storefront and the variants that showed the seeded picture show the cut one.
    const detail = await storefrontDetail(t, (await storefrontSlug()) ?? '');
    assert.equal(detail.images[0], cropped.image);
    assert.ok(!detail.variants.some((v: { image: string }) => v.image === seeded.image));
    const audit = await staffCall(t, 'demo-ar', owner, 'GET', '/api/admin/audit?q=picture.cropped');
    const entries = audit
      .json()
      .result.items.filter((e: { subject: string }) => e.subject === `product:${productId}`);
    assert.equal(entries.length, 1);
    assert.equal(entries[0].before.pictures[0].image, seeded.image);
  });

  it('crops a picture at an http address: downloaded, checked by its bytes, kept', async () => {
    const before = await imported(`${base}/foto.jpg`);
    const remote = before.pictures[1] as Picture;
    const files = await filesOnDisk();
    // Drawn on the picture as the browser measured it: scaled to the kept original, whose
    // proportions must be the same.
    const drawn = (drawnOn: object) =>
      call('PUT', `/${remote.id}/crop`, {
        version: before.version,
        crop: { x: 100, y: 50, width: 200, height: 150 },
        drawnOn,
      });
    const square = await drawn({ width: 400, height: 400 });
    assert.equal(square.statusCode, 422, square.body);
    assert.match(
      square.json().error.message,
      /otras proporciones.*800 × 600 px.*No se cambió nada/,
    );
    assert.deepEqual(await pictures(), before);
    assert.deepEqual(await filesOnDisk(), files);

    const res = await drawn({ width: 400, height: 300 });
    assert.equal(res.statusCode, 200, res.body);
    const saved = (res.json().result as Pictures).pictures[1] as Picture;
    assert.deepEqual([saved.id, saved.width, saved.height], [remote.id, 800, 600]);
    assert.deepEqual(saved.crop, { x: 200, y: 100, width: 400, height: 300 });
    assert.match(saved.original ?? '', /\.original\.[0-9a-f]{8}\.jpg$/);
    assert.match(saved.image, /^\/tenant-assets\/demo-ar\/catalog\/pictures\//);
    const kept = await sharp(await fileOf(saved.original ?? '')).metadata();
    assert.deepEqual([kept.format, kept.width], ['jpeg', 800]);
  });

  it('refuses what cannot be taken, in Spanish, and changes nothing', async () => {
    const refusals: [string, number, RegExp][] = [
      [`${base}/pagina.jpg`, 415, /no es una imagen/],
      [`${base}/gato.jpg`, 415, /no es PNG, JPEG ni WebP/],
      [`${base}/grande.jpg`, 413, /pesa más de 8 MB/],
      [`${base}/redirige.jpg`, 422, /no seguimos redirecciones/],
      [`${base}/no-esta.jpg`, 422, /no entregó la foto \(respondió 404\)/],
      [unreachable, 422, /No pudimos descargar la foto/],
      ['/shell/logo.png', 422, /no es un archivo de la tienda/],
      ['/tenant-assets/demo-ar/../demo-cl/logo.svg', 422, /no es un archivo de la tienda/],
      ['/tenant-assets/demo-ar/catalog/no-existe.png', 422, /No encontramos el archivo/],
    ];
    for (const [image, status, message] of refusals) {
      const before = await imported(image);
      const files = await filesOnDisk();
      const res = await crop(before.pictures[1] as Picture, before.version);
      assert.equal(res.statusCode, status, `${image}: ${res.body}`);
      assert.match(res.json().error.message, message);
      assert.match(res.json().error.message, /No se cambió nada|recortar/);
      assert.deepEqual(await pictures(), before, image);
      assert.deepEqual(await filesOnDisk(), files, image);
    }
  });

  it('answers 409 on a stale version before downloading, and 404 for another store', async () => {
    const before = await imported(`${base}/foto.jpg`);
    const remote = before.pictures[1] as Picture;
    asked.length = 0;
    const stale = await crop(remote, before.version - 1);
    assert.equal(stale.statusCode, 409, stale.body);
    assert.match(stale.json().error.message, /Otra persona cambió este producto/);
    const cl = await staffToken(t, 'demo-cl', 'owner');
    const other = await staffCall(t, 'demo-cl', cl, 'PUT', url(`/${remote.id}/crop`), {
      version: before.version,
      crop: null,
    });
    assert.equal(other.statusCode, 404, other.body);
    assert.match(other.json().error.message, /No encontramos este producto/);
    assert.deepEqual(asked, []);
    assert.deepEqual(await pictures(), before);
  });

  async function storefrontSlug(): Promise<string | undefined> {
    const res = await staffCall(
      t,
      'demo-ar',
      owner,
      'GET',
      `/api/admin/catalog/products/${productId}`,
    );
    return res.json().result.slug;
  }
});
