import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { freshIp } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, userAccessToken, type TestApp } from '../../test/test-app.js';
import { multipart } from '../cart/test-uploads.js';
import type { StaffRole } from './staff-roles.js';
import {
  staffCall,
  staffMemberToken,
  staffProductId,
  staffToken,
  storefrontDetail,
} from './staff-test-support.js';

const SLUG = 'taza-ceramica-clasica-11-oz';

interface Picture {
  id: string;
  image: string;
  alt: string | null;
  original: string | null;
  width: number | null;
  height: number | null;
  crop: { x: number; y: number; width: number; height: number } | null;
}
interface Pictures {
  id: number;
  version: number;
  name: string;
  pictures: Picture[];
}

/** A photo as a phone writes it: a JPEG with EXIF (a copyright and a camera's make). */
const phonePhoto = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c62828' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Foto con GPS', Make: 'Telefono' } })
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 300, height: 300, channels: 4, background: '#2e7d32' } })
    .webp()
    .toBuffer();
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('/api/admin/catalog/products/:id/pictures: a product’s pictures', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let productId: number;

  const url = (path = '') => `/api/admin/catalog/products/${productId}/pictures${path}`;
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: object,
    token = tokens.catalogue,
    tenant = 'demo-ar',
  ) => staffCall(t, tenant, token, method, url(path), payload);
  const pictures = async (): Promise<Pictures> => (await call('GET', '')).json().result;
  const upload = (
    files: [string, string, Buffer][],
    version: number,
    token = tokens.catalogue,
    tenant = 'demo-ar',
  ) => {
    const body = multipart({}, files);
    return t.app.inject({
      method: 'POST',
      url: url(`?version=${version}`),
      headers: { ...apiHeaders(tenant, token), 'content-type': body.contentType },
      remoteAddress: freshIp(),
      payload: body.payload,
    });
  };
  const storefront = () => storefrontDetail(t, SLUG);
  const card = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/services/app/Catalog/GetProductsList?search=${encodeURIComponent('taza cerámica clásica')}`,
        headers: apiHeaders('demo-ar'),
      })
    )
      .json()
      .result.items.find((item: { slug: string }) => item.slug === SLUG);
  const audit = async (action: string) =>
    (await staffCall(t, 'demo-ar', tokens.owner, 'GET', `/api/admin/audit?q=${action}`))
      .json()
      .result.items.filter(
        (entry: { subject: string }) => entry.subject === `product:${productId}`,
      );
  const folder = () => join(t.app.config.tenantAssetsDir, 'demo-ar', 'catalog', 'pictures');
  const filesOnDisk = async () => (await readdir(folder()).catch(() => [])).sort();
  const fileOf = (image: string) => readFile(join(folder(), image.split('/').pop() ?? ''));
  /** A refusal in Spanish, on `field` when given. */
  const refused = (
    res: Awaited<ReturnType<typeof call>>,
    status: number,
    message: RegExp,
    field?: string,
  ) => {
    assert.equal(res.statusCode, status, res.body);
    const { error } = res.json();
    assert.match(error.message, message);
    assert.match(error.message, /[áéíóúñ«]|^[A-Z¿]/);
    if (field) assert.equal(error.field, field, res.body);
  };

  before(async () => {
    t = await createTestApp();
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    for (const role of ['catalogue', 'production'] as const)
      tokens[role] = await staffMemberToken(t, 'demo-ar', role, `${role}@promosur.com.ar`);
    productId = await staffProductId(t, tokens.owner, 'taza cerámica clásica');
  });
  after(() => t.close());

  it('lists the pictures of the import in order, without alt text or original', async () => {
    const read = await pictures();
    const shown = await storefront();
    assert.deepEqual(
      read.pictures.map((p) => p.image),
      shown.images,
    );
    assert.ok(read.pictures.length >= 2, 'the mug has a picture per colour');
    for (const p of read.pictures) {
      assert.match(p.id, /^[0-9a-f]{12}$/);
      assert.deepEqual([p.alt, p.original, p.crop], [null, null, null]);
    }
    // The same ids on every read: the routes can name them.
    assert.deepEqual(await pictures(), read);
  });

  it('lets owner and catalogue write, sales read, and refuses production and buyers', async () => {
    for (const role of ['owner', 'catalogue', 'sales'] as const)
      assert.equal((await call('GET', '', undefined, tokens[role])).statusCode, 200, role);
    assert.equal((await call('GET', '', undefined, tokens.production)).statusCode, 403);
    const read = await pictures();
    const [first] = read.pictures as [Picture];
    const version = read.version;
    for (const role of ['sales', 'production'] as const) {
      const token = tokens[role];
      for (const res of [
        await upload([['foto.jpg', 'image/jpeg', await phonePhoto()]], version, token),
        await call('PUT', '/order', { version, order: read.pictures.map((p) => p.id) }, token),
        await call('PUT', `/${first.id}`, { version, alt: 'Taza' }, token),
        await call('PUT', `/${first.id}/crop`, { version, crop: null }, token),
        await call('POST', `/${first.id}/delete`, { version }, token),
      ]) {
        assert.equal(res.statusCode, 403, `${role} ${res.body}`);
        assert.match(res.json().error.message, /^Tu rol «.+» no tiene permiso para esta acción/);
      }
    }
    const buyer = await userAccessToken(t, 'demo-ar', 131);
    for (const token of [buyer, ''])
      assert.equal((await call('GET', '', undefined, token)).statusCode, 401);
    assert.deepEqual(await pictures(), read);
    assert.deepEqual(await filesOnDisk(), []);
  });

  it('uploads pictures checked by their bytes, re-encoded without EXIF, last in the order; audited', async () => {
    const before = await pictures();
    const revision = await t.app.catalog.revision();
    // A JPEG named .png: its bytes decide.
    const res = await upload(
      [
        ['de-frente.png', 'image/png', await phonePhoto()],
        ['verde.webp', 'image/webp', await webp()],
      ],
      before.version,
    );
    assert.equal(res.statusCode, 200, res.body);
    const saved: Pictures = res.json().result;
    assert.equal(saved.version, before.version + 1);
    assert.equal(saved.pictures.length, before.pictures.length + 2);
    const [photo, green] = saved.pictures.slice(-2) as [Picture, Picture];
    assert.deepEqual([photo.width, photo.height, photo.alt, photo.crop], [800, 600, null, null]);
    assert.match(
      photo.original ?? '',
      /^\/tenant-assets\/demo-ar\/catalog\/pictures\/[0-9a-f]{12}\.original\.[0-9a-f]{8}\.jpg$/,
    );
    assert.match(
      photo.image,
      /^\/tenant-assets\/demo-ar\/catalog\/pictures\/[0-9a-f]{12}\.[0-9a-f]{8}\.webp$/,
    );
    assert.equal(green.width, 300);

    // The original keeps its format, its pixels written again: no EXIF left.
    const original = await sharp(await fileOf(photo.original ?? '')).metadata();
    assert.deepEqual([original.format, original.width, original.height], ['jpeg', 800, 600]);
    assert.equal(original.exif, undefined);
    const shown = await sharp(await fileOf(photo.image)).metadata();
    assert.deepEqual([shown.format, shown.exif], ['webp', undefined]);
    // Served from the site, cached for a year (the name changes with the content).
    const served = await t.app.inject({ method: 'GET', url: photo.image });
    assert.equal(served.statusCode, 200);
    assert.match(String(served.headers['content-type']), /image\/webp/);

    assert.ok((await t.app.catalog.revision()) > revision, 'the catalogue revision moved');
    const detail = await storefront();
    assert.deepEqual(detail.images.slice(-2), [photo.image, green.image]);
    assert.deepEqual(detail.imageAlts.slice(-2), [null, null]);
    const [entry] = await audit('pictures.uploaded');
    assert.equal(entry.actor, 'catalogue@promosur.com.ar');
    assert.equal(entry.before.pictures.length, before.pictures.length);
    assert.equal(entry.after.pictures.length, before.pictures.length + 2);
  });

  it('refuses bad files in Spanish, naming them, and keeps nothing of the upload', async () => {
    const before = await pictures();
    const files = await filesOnDisk();
    const { version } = before;
    const photo = await phonePhoto();
    const huge = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const cases: [Awaited<ReturnType<typeof upload>>, number, RegExp][] = [
      [
        await upload([['animada.png', 'image/png', GIF]], version),
        400,
        /«animada\.png» no es una foto PNG, JPEG ni WebP/,
      ],
      [
        await upload([['notas.jpg', 'image/jpeg', Buffer.from('no soy una foto')]], version),
        400,
        /«notas\.jpg» no es una foto/,
      ],
      // One good file and one bad: neither is kept.
      [
        await upload(
          [
            ['buena.jpg', 'image/jpeg', photo],
            ['mala.webp', 'image/webp', GIF],
          ],
          version,
        ),
        400,
        /«mala\.webp» no es una foto.*No se subió ninguna foto/,
      ],
      [
        await upload([['vacia.png', 'image/png', Buffer.alloc(0)]], version),
        400,
        /«vacia\.png» está vacío/,
      ],
      [
        await upload([['pesada.png', 'image/png', Buffer.alloc(8 * 1024 * 1024 + 10, 1)]], version),
        413,
        /«pesada\.png» pesa más de 8 MB/,
      ],
      [
        await upload([['enorme.png', 'image/png', huge]], version),
        413,
        /«enorme\.png» tiene demasiados píxeles/,
      ],
      [
        await upload(
          Array.from({ length: 11 }, (_, i): [string, string, Buffer] => [
            `f${i}.jpg`,
            'image/jpeg',
            photo,
          ]),
          version,
        ),
        400,
        /como máximo 10 fotos por vez/,
      ],
      [await upload([], version), 400, /al menos una foto/],
      [await call('POST', `?version=${version}`, { files: [] }), 415, /formulario con archivos/],
    ];
    for (const [res, status, message] of cases) refused(res, status, message);
    assert.deepEqual(await pictures(), before);
    assert.deepEqual(await filesOnDisk(), files);
  });

  it('saves a picture’s alt text, checked by the shared rule; the storefront shows it', async () => {
    const before = await pictures();
    const photo = before.pictures.at(-2) as Picture;
    const bad: [object, RegExp, string][] = [
      [{ alt: '   ' }, /texto alternativo es obligatorio/, 'alt'],
      [{ alt: 'a'.repeat(126) }, /como máximo 125 caracteres/, 'alt'],
      [{ alt: 'b'.repeat(300) }, /./, 'alt'],
      [{ alt: 'ok', extra: 1 }, /./, 'extra'],
    ];
    for (const [patch, message, field] of bad) {
      const res = await call('PUT', `/${photo.id}`, { version: before.version, ...patch });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().error.message, message);
      if (field === 'alt') assert.equal(res.json().error.field, 'alt');
    }
    assert.deepEqual(await pictures(), before);

    const res = await call('PUT', `/${photo.id}`, {
      version: before.version,
      alt: '  Taza roja de frente sobre fondo blanco ',
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved: Pictures = res.json().result;
    assert.equal(saved.pictures.at(-2)?.alt, 'Taza roja de frente sobre fondo blanco');
    const detail = await storefront();
    assert.equal(
      detail.imageAlts[detail.images.indexOf(photo.image)],
      'Taza roja de frente sobre fondo blanco',
    );
    const [entry] = await audit('picture.alt');
    assert.equal(entry.after.pictures.at(-2).alt, 'Taza roja de frente sobre fondo blanco');
  });

  it('puts the pictures in a new order: the first is the cards’ picture, with its alt text', async () => {
    const before = await pictures();
    const ids = before.pictures.map((p) => p.id);
    const photo = before.pictures.at(-2) as Picture;
    for (const order of [ids.slice(1), [...ids, ids[0]], [ids[0], ...ids.slice(0, -1)], []]) {
      const res = await call('PUT', '/order', { version: before.version, order });
      refused(res, 400, /cada foto del producto una vez/, 'order');
    }
    assert.deepEqual(await pictures(), before);

    const order = [photo.id, ...ids.filter((id) => id !== photo.id)];
    const res = await call('PUT', '/order', { version: before.version, order });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      (res.json().result as Pictures).pictures.map((p) => p.id),
      order,
    );
    const shown = await card();
    assert.equal(shown.featuredImg, photo.image);
    assert.equal(shown.featuredImgAlt, 'Taza roja de frente sobre fondo blanco');
    assert.equal((await storefront()).images[0], photo.image);
    const [entry] = await audit('pictures.reordered');
    assert.equal(entry.before.pictures[0].id, ids[0]);
    assert.equal(entry.after.pictures[0].id, photo.id);
  });

  it('crops an uploaded picture from its kept original, again and back; refuses bad crops', async () => {
    const before = await pictures();
    const photo = before.pictures[0] as Picture;
    const { version } = before;
    const bad: [object, string][] = [
      [{ x: 0, y: 0, width: 801, height: 100 }, 'crop.width'],
      [{ x: 700, y: 0, width: 200, height: 100 }, 'crop.width'],
      [{ x: 0, y: 590, width: 100, height: 100 }, 'crop.y'],
      [{ x: 0, y: 0, width: 10, height: 100 }, 'crop.width'],
    ];
    for (const [crop, field] of bad)
      refused(await call('PUT', `/${photo.id}/crop`, { version, crop }), 400, /recorte/, field);
    const schema = await call('PUT', `/${photo.id}/crop`, {
      version,
      crop: { x: -1, y: 0, width: 100, height: 100 },
    });
    assert.equal(schema.statusCode, 400, schema.body);
    assert.deepEqual(await pictures(), before);

    const crop = { x: 100, y: 50, width: 400, height: 300 };
    const res = await call('PUT', `/${photo.id}/crop`, { version, crop });
    assert.equal(res.statusCode, 200, res.body);
    const cropped = (res.json().result as Pictures).pictures[0] as Picture;
    assert.equal(cropped.id, photo.id);
    assert.deepEqual(cropped.crop, crop);
    assert.equal(cropped.original, photo.original);
    assert.notEqual(cropped.image, photo.image);
    assert.equal(cropped.alt, photo.alt);
    const size = await sharp(await fileOf(cropped.image)).metadata();
    assert.deepEqual([size.width, size.height], [400, 300]);
    assert.equal((await card()).featuredImg, cropped.image);
    assert.equal((await storefront()).imageAlts[0], photo.alt);

    // Back to the whole original: the crop can always be changed again.
    const whole = await call('PUT', `/${photo.id}/crop`, { version: version + 1, crop: null });
    assert.equal(whole.statusCode, 200, whole.body);
    const again = (whole.json().result as Pictures).pictures[0] as Picture;
    assert.equal(again.crop, null);
    const full = await sharp(await fileOf(again.image)).metadata();
    assert.deepEqual([full.width, full.height], [800, 600]);
    const [entry] = await audit('picture.cropped');
    assert.equal(entry.after.pictures[0].crop, null);
  });

  it('gives a variant one of the product’s pictures as its own; the storefront’s colour shows it, and a new crop', async () => {
    const variantsUrl = `/api/admin/catalog/products/${productId}/variants`;
    const variants = async () =>
      (await staffCall(t, 'demo-ar', tokens.catalogue, 'GET', variantsUrl)).json().result;
    const before = await variants();
    const photo = (await pictures()).pictures[0] as Picture;
    assert.deepEqual(before.pictures[0], { image: photo.image, alt: photo.alt });
    const { id, stock: _stock, ...fields } = before.variants[0];
    const put = (image: string | null, version: number) =>
      staffCall(t, 'demo-ar', tokens.catalogue, 'PUT', `${variantsUrl}/${id}`, {
        ...fields,
        version,
        image,
      });
    const bad = await put('/tenant-assets/demo-cl/catalog/otra.webp', before.version);
    refused(bad, 400, /una de las fotos del producto/, 'image');
    assert.deepEqual(await variants(), before);

    const res = await put(photo.image, before.version);
    assert.equal(res.statusCode, 200, res.body);
    const shown = (await storefront()).variants.find((v: { id: number }) => v.id === id);
    assert.equal(shown.image, photo.image);
    const color = (await card()).colors.find((c: { name: string }) => c.name === fields.colorName);
    assert.equal(color.image, photo.image);

    // A new crop of the picture: the variant shows the new one.
    const read = await pictures();
    const cut = await call('PUT', `/${photo.id}/crop`, {
      version: read.version,
      crop: { x: 0, y: 0, width: 600, height: 600 },
    });
    assert.equal(cut.statusCode, 200, cut.body);
    const image = ((cut.json().result as Pictures).pictures[0] as Picture).image;
    assert.notEqual(image, photo.image);
    const after = (await storefront()).variants.find((v: { id: number }) => v.id === id);
    assert.equal(after.image, image);
    assert.equal(
      (await card()).colors.find((c: { name: string }) => c.name === fields.colorName).image,
      image,
    );
  });

  it('answers 409 with what the product holds now when someone saved first', async () => {
    const read = await pictures();
    const [first] = read.pictures as [Picture];
    const ok = await call('PUT', `/${first.id}`, {
      version: read.version,
      alt: 'Taza roja, vista lateral',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const now = await pictures();
    const files = await filesOnDisk();
    const stale = read.version;
    for (const res of [
      await upload([['tarde.jpg', 'image/jpeg', await phonePhoto()]], stale),
      await call('PUT', '/order', {
        version: stale,
        order: read.pictures.map((p) => p.id).reverse(),
      }),
      await call('PUT', `/${first.id}`, { version: stale, alt: 'Otra' }),
      await call('PUT', `/${first.id}/crop`, { version: stale, crop: null }),
      await call('POST', `/${first.id}/delete`, { version: stale }),
    ]) {
      assert.equal(res.statusCode, 409, res.body);
      assert.match(
        res.json().error.message,
        /Otra persona cambió este producto.*«Taza roja, vista lateral»/,
      );
    }
    assert.deepEqual(await pictures(), now);
    assert.deepEqual(await filesOnDisk(), files);
  });

  it('deletes a picture (its variants show the product’s) and keeps the last one', async () => {
    let read = await pictures();
    const imported = read.pictures.find((p) => !p.original) as Picture;
    const res = await call('POST', `/${imported.id}/delete`, { version: read.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(!(res.json().result as Pictures).pictures.some((p) => p.id === imported.id));
    const detail = await storefront();
    assert.ok(!detail.images.includes(imported.image));
    // The variant that showed it shows the product's pictures now.
    assert.ok(!detail.variants.some((v: { image: string | null }) => v.image === imported.image));
    const [entry] = await audit('picture.deleted');
    assert.ok(entry.before.pictures.some((p: Picture) => p.id === imported.id));

    read = res.json().result;
    for (const picture of read.pictures.slice(1)) {
      const gone = await call('POST', `/${picture.id}/delete`, { version: read.version });
      assert.equal(gone.statusCode, 200, gone.body);
      read = gone.json().result;
    }
    const last = read.pictures[0] as Picture;
    refused(await call('POST', `/${last.id}/delete`, { version: read.version }), 422, /única foto/);
    assert.deepEqual(await pictures(), read);
    assert.equal((await card()).featuredImg, last.image);
  });

  it('answers 404 for another store’s product and for a picture the product does not have', async () => {
    const cl = await staffToken(t, 'demo-cl', 'owner');
    const read = await pictures();
    const [first] = read.pictures as [Picture];
    const { version } = read;
    for (const res of [
      await call('GET', '', undefined, cl, 'demo-cl'),
      await upload([['x.jpg', 'image/jpeg', await phonePhoto()]], version, cl, 'demo-cl'),
      await call('PUT', '/order', { version, order: [first.id] }, cl, 'demo-cl'),
      await call('PUT', `/${first.id}`, { version, alt: 'x' }, cl, 'demo-cl'),
      await call('PUT', `/${first.id}/crop`, { version, crop: null }, cl, 'demo-cl'),
      await call('POST', `/${first.id}/delete`, { version }, cl, 'demo-cl'),
      await call('PUT', '/0123456789ab', { version, alt: 'x' }),
      await call('POST', '/0123456789ab/delete', { version }),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.match(res.json().error.message, /No encontramos/);
    }
    assert.deepEqual(await pictures(), read);
  });
});
