import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { freshIp } from '../../test/auth-support.js';
import { apiHeaders, createTestApp, userAccessToken, type TestApp } from '../../test/test-app.js';
import { multipart } from '../cart/test-uploads.js';
import type { StaffRole } from './staff-roles.js';
import { staffCall, staffMemberToken, staffProductId, staffToken } from './staff-test-support.js';
import type { StaffCategory, StaffCategoryTree } from '@store/contracts/wire/catalog-categories';

const TREE = '/api/admin/catalog/categories';
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('/api/admin/catalog/categories: the category tree', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let buyer: string;
  let clOwner: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: object,
    token = tokens.catalogue,
    tenant = 'demo-ar',
  ) => staffCall(t, tenant, token, method, `${TREE}${path}`, payload);
  const tree = async (tenant = 'demo-ar'): Promise<StaffCategoryTree> =>
    (await call('GET', '', undefined, tenant === 'demo-ar' ? tokens.owner : clOwner, tenant)).json()
      .result;
  const bySlug = async (slug: string): Promise<StaffCategory> =>
    (await tree()).categories.find((c) => c.slug === slug)!;
  const storefront = async (path: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/services/app/Catalog/${path}`,
        headers: apiHeaders('demo-ar'),
      })
    ).json().result;
  const create = async (title: string, slug: string, parentId: number | null) => {
    const res = await call('POST', '', { title, slug, featured: false, parentId });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().result as StaffCategoryTree).categories.find((c) => c.slug === slug)!;
  };
  const move = (c: StaffCategory, parentId: number | null, position: number) =>
    call('PUT', `/${c.id}/position`, { version: c.version, parentId, position });
  /** A refusal in Spanish, on `field` when given, that changed nothing. */
  const refusedUnchanged = async (
    send: () => ReturnType<typeof call>,
    status: number,
    message: RegExp,
    field?: string,
  ) => {
    const before = await tree();
    const revision = await t.app.catalog.revision();
    const res = await send();
    assert.equal(res.statusCode, status, res.body);
    const { error } = res.json();
    assert.match(error.message, message);
    if (field) assert.equal(error.field, field, res.body);
    assert.deepEqual(await tree(), before);
    assert.equal(await t.app.catalog.revision(), revision);
  };

  before(async () => {
    t = await createTestApp();
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    clOwner = await staffToken(t, 'demo-cl', 'owner');
    for (const role of ['catalogue', 'production'] as const)
      tokens[role] = await staffMemberToken(t, 'demo-ar', role, `${role}@promosur.com.ar`);
    const user = await t.db.selectFrom('auth_users').select('id').executeTakeFirstOrThrow();
    buyer = await userAccessToken(t, 'demo-ar', Number(user.id));
  });
  after(() => t.close());

  it('keeps the existing categories as roots in their order, as the storefront lists them', async () => {
    const { maxDepth, categories } = await tree();
    assert.equal(maxDepth, 3);
    assert.equal(categories.length, 13);
    assert.deepEqual(
      categories.map((c) => [c.depth, c.parentId, c.position]),
      categories.map((_, i) => [1, null, i]),
    );
    const shown = await storefront('GetCategories');
    assert.deepEqual(
      shown.map((c: { slug: string }) => c.slug),
      categories.map((c) => c.slug),
    );
  });

  it('lets owner and catalogue write, sales read, and refuses production and buyers', async () => {
    const grants: Record<string, [number, number]> = {
      owner: [200, 200],
      catalogue: [200, 200],
      sales: [200, 403],
      production: [403, 403],
    };
    for (const [role, [read, write]] of Object.entries(grants)) {
      const token = tokens[role as StaffRole];
      assert.equal((await call('GET', '', undefined, token)).statusCode, read, `${role} GET`);
      const slug = `rol-${role}`;
      const res = await call(
        'POST',
        '',
        { title: `Rol ${role}`, slug, featured: false, parentId: null },
        token,
      );
      assert.equal(res.statusCode, write, `${role} POST ${res.body}`);
      if (write === 403)
        assert.match(res.json().error.message, /^Tu rol «.+» no tiene permiso para esta acción/);
      const made = await bySlug(slug);
      if (made)
        assert.equal(
          (await call('POST', `/${made.id}/delete`, { version: made.version })).statusCode,
          200,
        );
    }
    for (const token of [buyer, ''])
      assert.equal((await call('GET', '', undefined, token)).statusCode, 401);
  });

  it('creates a child, moves it, and the parent’s storefront list shows its products; audited', async () => {
    const parent = await bySlug('tazas-y-jarros');
    const child = await create('Tazas térmicas Zorzal', 'tazas-termicas-zorzal', parent.id);
    assert.deepEqual([child.depth, child.parentId, child.position], [2, parent.id, 0]);
    const second = await create('Jarros Zorzal', 'jarros-zorzal', parent.id);
    assert.equal(second.position, 1);
    const moved = await move(second, parent.id, 0);
    assert.equal(moved.statusCode, 200, moved.body);
    const kids = (await tree()).categories.filter((c) => c.parentId === parent.id);
    assert.deepEqual(
      kids.map((c) => [c.slug, c.position]),
      [
        ['jarros-zorzal', 0],
        ['tazas-termicas-zorzal', 1],
      ],
    );

    // The parent's best seller goes into the child: the parent's card keeps its picture.
    const cardOf = async () =>
      (await storefront('GetCategories')).find((c: { id: number }) => c.id === parent.id).image;
    const card = await cardOf();
    const best = await t.db
      .selectFrom('catalog_products')
      .select('id')
      .where('category_id', '=', parent.id)
      .where('visible', '=', 1)
      .orderBy('popularity', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('catalog_products')
      .set({ category_id: child.id })
      .where('id', '=', best.id)
      .execute();
    assert.equal(await cardOf(), card);

    // A product of another category goes into the child: the parent's list shows it.
    const productId = await staffProductId(t, tokens.owner, 'gorra');
    const details = (
      await staffCall(
        t,
        'demo-ar',
        tokens.owner,
        'GET',
        `/api/admin/catalog/products/${productId}/details`,
      )
    ).json().result;
    const { id: _id, categories: _c, ...body } = details;
    const revision = await t.app.catalog.revision();
    const saved = await staffCall(
      t,
      'demo-ar',
      tokens.owner,
      'PUT',
      `/api/admin/catalog/products/${productId}/details`,
      { ...body, categoryId: child.id },
    );
    assert.equal(saved.statusCode, 200, saved.body);
    assert.notEqual(await t.app.catalog.revision(), revision);
    const list = await storefront('GetProductsList?category=tazas-y-jarros&pageSize=60');
    assert.ok(list.items.some((p: { id: number }) => p.id === productId));
    const own = await storefront('GetProductsList?category=tazas-termicas-zorzal');
    assert.deepEqual(
      own.items.map((p: { id: number }) => p.id).sort(),
      [productId, Number(best.id)].sort(),
    );

    // The storefront's categories: the parent, then its children by position, counted whole.
    const shown = await storefront('GetCategories');
    const at = shown.findIndex((c: { slug: string }) => c.slug === 'tazas-y-jarros');
    assert.deepEqual(
      shown.slice(at, at + 3).map((c: { slug: string; depth: number }) => [c.slug, c.depth]),
      [
        ['tazas-y-jarros', 1],
        ['jarros-zorzal', 2],
        ['tazas-termicas-zorzal', 2],
      ],
    );
    assert.equal(shown[at].productCount, parent.productCount + 1);
    assert.equal(shown[at + 2].productCount, 2);

    const audit = (
      await staffCall(t, 'demo-ar', tokens.owner, 'GET', '/api/admin/audit?q=category.moved')
    )
      .json()
      .result.items.find((e: { subject: string }) => e.subject === `category:${second.id}`);
    assert.equal(audit.actor, 'catalogue@promosur.com.ar');
  });

  it('edits title, slug, featured and parent; a new parent takes it last', async () => {
    const child = await create('Termos Zorzal', 'termos-zorzal', null);
    const parent = await bySlug('tazas-y-jarros');
    const revision = await t.app.catalog.revision();
    const res = await call('PUT', `/${child.id}`, {
      version: child.version,
      title: ' Termos de acero ',
      slug: 'termos-de-acero',
      featured: true,
      parentId: parent.id,
    });
    assert.equal(res.statusCode, 200, res.body);
    // The catalogue's revision moved: kept lists and cached pages are dropped.
    assert.notEqual(await t.app.catalog.revision(), revision);
    const now = await bySlug('termos-de-acero');
    assert.deepEqual(
      [now.title, now.featured, now.parentId, now.version],
      ['Termos de acero', true, parent.id, child.version + 1],
    );
    assert.equal(
      now.position,
      (await tree()).categories.filter((c) => c.parentId === parent.id).length - 1,
    );
    const roots = (await tree()).categories.filter((c) => c.parentId === null);
    assert.deepEqual(
      roots.map((c) => c.position),
      roots.map((_, i) => i),
    );
  });

  it('refuses bad input in Spanish and changes nothing', async () => {
    const root = await create('Nivel uno', 'nivel-uno', null);
    const two = await create('Nivel dos', 'nivel-dos', root.id);
    const three = await create('Nivel tres', 'nivel-tres', two.id);
    const other = await create('Otra raíz', 'otra-raiz', null);
    const body = (c: StaffCategory) => ({
      version: c.version,
      title: c.title,
      slug: c.slug,
      featured: c.featured,
      parentId: c.parentId,
    });

    await refusedUnchanged(
      () => call('POST', '', { title: '  ', slug: 'x', featured: false, parentId: null }),
      400,
      /obligatorio/,
      'title',
    );
    await refusedUnchanged(
      () =>
        call('POST', '', { title: 'Ñandú', slug: 'Ñandú y más', featured: false, parentId: null }),
      400,
      /minúsculas/,
      'slug',
    );
    await refusedUnchanged(
      () =>
        call('POST', '', { title: 'Copia', slug: 'nivel-uno', featured: false, parentId: null }),
      422,
      /ya es de la categoría «Nivel uno»/,
      'slug',
    );
    await refusedUnchanged(
      () =>
        call('POST', '', { title: 'Cuarto', slug: 'cuarto', featured: false, parentId: three.id }),
      422,
      /hasta 3 niveles/,
      'parentId',
    );
    await refusedUnchanged(() => move(root, three.id, 0), 422, /dentro de sí misma/, 'parentId');
    await refusedUnchanged(() => move(root, root.id, 0), 422, /dentro de sí misma/, 'parentId');
    // Under another root, the branch of three levels would have four.
    await refusedUnchanged(
      () => move(root, other.id, 0),
      422,
      /«Nivel uno» con sus subcategorías quedaría con 4/,
      'parentId',
    );
    await refusedUnchanged(
      () => call('PUT', `/${two.id}`, { ...body(two), parentId: three.id }),
      422,
      /dentro de sí misma/,
      'parentId',
    );
    // Stale versions: 409 with what it holds now.
    await refusedUnchanged(
      () => move({ ...root, version: root.version + 5 }, null, 0),
      409,
      /Otra persona cambió esta categoría.*«Nivel uno»/,
    );
    await refusedUnchanged(
      () => call('PUT', `/${two.id}`, { ...body(two), version: two.version + 1, title: 'Pisado' }),
      409,
      /dentro de «Nivel uno»/,
    );
    // Not empty: its subcategories, its products.
    await refusedUnchanged(
      () => call('POST', `/${root.id}/delete`, { version: root.version }),
      422,
      /No se puede borrar «Nivel uno»: tiene 1 subcategoría/,
    );
    const mugs = await bySlug('tazas-y-jarros');
    await refusedUnchanged(
      () => call('POST', `/${mugs.id}/delete`, { version: mugs.version }),
      422,
      /productos y 2 subcategorías|productos y \d+ subcategorías/,
    );
    // Another store's categories: not found, and never a parent.
    const chilean = (await tree('demo-cl')).categories[0]!;
    await refusedUnchanged(
      () => call('PUT', `/${chilean.id}`, { ...body(chilean) }),
      404,
      /No encontramos esta categoría/,
    );
    await refusedUnchanged(
      () => call('POST', `/${chilean.id}/delete`, { version: chilean.version }),
      404,
      /No encontramos esta categoría/,
    );
    await refusedUnchanged(
      () => move(other, chilean.id, 0),
      400,
      /una de las categorías de la tienda/,
      'parentId',
    );
    assert.deepEqual((await tree('demo-cl')).categories[0], chilean);
    // A picture that is not one.
    await refusedUnchanged(
      () => upload(other.id, other.version, [['foto.gif', 'image/gif', GIF]]),
      400,
      /no es una foto PNG, JPEG ni WebP/,
      'files',
    );
    await refusedUnchanged(
      () => call('POST', `/${other.id}/picture/delete`, { version: other.version }),
      422,
      /no tiene una foto/,
    );

    // An empty one goes, and its siblings close the gap.
    assert.equal(
      (await call('POST', `/${three.id}/delete`, { version: three.version })).statusCode,
      200,
    );
    assert.equal(await bySlug('nivel-tres'), undefined);
  });

  const upload = (id: number, version: number, files: [string, string, Buffer][]) => {
    const body = multipart({}, files);
    return t.app.inject({
      method: 'POST',
      url: `${TREE}/${id}/picture?version=${version}`,
      headers: { ...apiHeaders('demo-ar', tokens.catalogue), 'content-type': body.contentType },
      remoteAddress: freshIp(),
      payload: body.payload,
    });
  };

  it('uploads a picture the storefront shows, and removes it back to the best seller’s', async () => {
    const mugs = await bySlug('tazas-y-jarros');
    const shownBefore = (await storefront('GetCategories')).find(
      (c: { id: number }) => c.id === mugs.id,
    ).image;
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#c62828' },
    })
      .png()
      .toBuffer();
    const res = await upload(mugs.id, mugs.version, [['tazas.png', 'image/png', png]]);
    assert.equal(res.statusCode, 200, res.body);
    const now = await bySlug('tazas-y-jarros');
    assert.match(
      now.picture ?? '',
      /^\/tenant-assets\/demo-ar\/catalog\/pictures\/[0-9a-f]{12}\.[0-9a-f]{8}\.webp$/,
    );
    const file = await t.app.inject({
      method: 'GET',
      url: now.picture!,
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(file.statusCode, 200);
    const shown = (await storefront('GetCategories')).find((c: { id: number }) => c.id === mugs.id);
    assert.equal(shown.image, now.picture);

    const stale = await upload(mugs.id, mugs.version, [['tazas.png', 'image/png', png]]);
    assert.equal(stale.statusCode, 409, stale.body);
    const removed = await call('POST', `/${mugs.id}/picture/delete`, { version: now.version });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await bySlug('tazas-y-jarros')).picture, null);
    assert.equal(
      (await storefront('GetCategories')).find((c: { id: number }) => c.id === mugs.id).image,
      shownBefore,
    );
  });

  describe('the picture’s crop', () => {
    const crop = (c: StaffCategory, body: object, token = tokens.catalogue) =>
      call('PUT', `/${c.id}/picture/crop`, { version: c.version, ...body }, token);
    const shownOf = async (id: number) =>
      (await storefront('GetCategories')).find((c: { id: number }) => c.id === id).image as string;
    const fileOf = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: apiHeaders('demo-ar') });
      assert.equal(res.statusCode, 200, url);
      return res.rawPayload;
    };
    const audit = async (id: number) =>
      (
        await staffCall(
          t,
          'demo-ar',
          tokens.owner,
          'GET',
          '/api/admin/audit?q=category.picture-cropped',
        )
      )
        .json()
        .result.items.filter((entry: { subject: string }) => entry.subject === `category:${id}`);

    it('cuts the uploaded picture from its original; the storefront shows it at once; audited', async () => {
      const pens = await bySlug('boligrafos');
      const png = await sharp({
        create: { width: 800, height: 600, channels: 3, background: '#1565c0' },
      })
        .png()
        .toBuffer();
      assert.equal(
        (await upload(pens.id, pens.version, [['b.png', 'image/png', png]])).statusCode,
        200,
      );
      const uploaded = await bySlug('boligrafos');
      assert.deepEqual(
        [uploaded.pictureFile?.width, uploaded.pictureFile?.height, uploaded.pictureFile?.crop],
        [800, 600, null],
      );
      assert.equal(uploaded.pictureFile?.alt, null);
      const revision = await t.app.catalog.revision();

      const box = { x: 100, y: 50, width: 400, height: 300 };
      const res = await crop(uploaded, { crop: box });
      assert.equal(res.statusCode, 200, res.body);
      const cropped = await bySlug('boligrafos');
      assert.equal(cropped.version, uploaded.version + 1);
      assert.deepEqual(cropped.pictureFile?.crop, box);
      assert.equal(cropped.pictureFile?.original, uploaded.pictureFile?.original);
      assert.notEqual(cropped.picture, uploaded.picture);
      const size = await sharp(await fileOf(cropped.picture!)).metadata();
      assert.deepEqual([size.width, size.height], [400, 300]);
      // The catalogue's revision moved: kept lists and cached pages are dropped.
      assert.notEqual(await t.app.catalog.revision(), revision);
      assert.equal(await shownOf(pens.id), cropped.picture);
      const [entry] = await audit(pens.id);
      assert.ok(entry, 'an audit entry');
      const after = (entry.after as StaffCategory[]).find((c) => c.id === pens.id);
      const before = (entry.before as StaffCategory[]).find((c) => c.id === pens.id);
      assert.deepEqual([before?.pictureFile?.crop, after?.pictureFile?.crop], [null, box]);

      // Back to the whole original: the crop can always be changed again.
      const whole = await crop(cropped, { crop: null });
      assert.equal(whole.statusCode, 200, whole.body);
      const again = await bySlug('boligrafos');
      assert.equal(again.pictureFile?.crop, null);
      const full = await sharp(await fileOf(again.picture!)).metadata();
      assert.deepEqual([full.width, full.height], [800, 600]);
      assert.equal(await shownOf(pens.id), again.picture);
    });

    it('crops a picture uploaded before originals were kept, on the shown file, scaled from the size it was drawn on', async () => {
      const bags = await bySlug('bolsas-y-mochilas');
      const png = await sharp({
        create: { width: 600, height: 400, channels: 3, background: '#2e7d32' },
      })
        .png()
        .toBuffer();
      assert.equal(
        (await upload(bags.id, bags.version, [['b.png', 'image/png', png]])).statusCode,
        200,
      );
      // As a row of 1461 had it: the shown picture only.
      await t.db
        .updateTable('catalog_categories')
        .set({ picture_json: null })
        .where('id', '=', bags.id)
        .execute();
      const old = await bySlug('bolsas-y-mochilas');
      assert.deepEqual([old.pictureFile?.original, old.pictureFile?.width], [null, null]);
      // Drawn on the picture as the browser measured it, twice its size.
      const res = await crop(old, {
        crop: { x: 200, y: 0, width: 800, height: 800 },
        drawnOn: { width: 1200, height: 800 },
      });
      assert.equal(res.statusCode, 200, res.body);
      const kept = await bySlug('bolsas-y-mochilas');
      assert.match(kept.pictureFile?.original ?? '', /\.original\.[0-9a-f]{8}\.webp$/);
      assert.deepEqual(kept.pictureFile?.crop, { x: 100, y: 0, width: 400, height: 400 });
      const size = await sharp(await fileOf(kept.picture!)).metadata();
      assert.deepEqual([size.width, size.height], [400, 400]);
      assert.equal(await shownOf(bags.id), kept.picture);
    });

    it('refuses, in Spanish and changing nothing, a box outside the picture, one too small, a stale version, no picture, and a role without the right', async () => {
      const pens = await bySlug('boligrafos');
      const bad: [object, string, RegExp][] = [
        [
          { x: 0, y: 0, width: 801, height: 100 },
          'crop.width',
          /El ancho del recorte tiene que estar entre 20 y 800 píxeles/,
        ],
        [
          { x: 700, y: 0, width: 200, height: 100 },
          'crop.width',
          /dentro de la foto \(800 × 600 px\)/,
        ],
        [{ x: 0, y: 590, width: 100, height: 100 }, 'crop.y', /La posición vertical del recorte/],
        [{ x: 0, y: 0, width: 10, height: 100 }, 'crop.width', /entre 20 y 800 píxeles/],
        [{ x: 0, y: 0, width: 100, height: 19 }, 'crop.height', /El alto del recorte/],
      ];
      for (const [box, field, message] of bad)
        await refusedUnchanged(() => crop(pens, { crop: box }), 400, message, field);
      await refusedUnchanged(
        () =>
          crop(
            { ...pens, version: pens.version - 1 },
            { crop: { x: 0, y: 0, width: 100, height: 100 } },
          ),
        409,
        /Otra persona cambió esta categoría.*«Bolígrafos»/,
      );
      const bare = (await tree()).categories.find((c) => !c.picture)!;
      assert.equal(bare.pictureFile, null);
      await refusedUnchanged(
        () => crop(bare, { crop: { x: 0, y: 0, width: 100, height: 100 } }),
        422,
        /no tiene una foto subida para recortar/,
      );
      for (const role of ['sales', 'production'] as const)
        await refusedUnchanged(
          () => crop(pens, { crop: { x: 0, y: 0, width: 100, height: 100 } }, tokens[role]),
          403,
          /^Tu rol «.+» no tiene permiso para esta acción/,
        );
    });
  });
});
