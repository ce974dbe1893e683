import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, userAccessToken, type TestApp } from '../../test/test-app.js';
import type { StaffRole } from './staff-roles.js';
import { staffCall, staffMemberToken, staffToken } from './staff-test-support.js';

const CATALOG = '/api/admin/catalog';
const SLUG = 'taza-ceramica-clasica-11-oz';

describe('/api/admin/catalog: products, prices and visibility, stock with reasons', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole, string>;
  let buyer: string;
  let productId: number;

  const memberToken = (role: StaffRole) =>
    staffMemberToken(t, 'demo-ar', role, `${role}@promosur.com.ar`);

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    token = tokens.catalogue,
    tenant = 'demo-ar',
  ) => staffCall(t, tenant, token, method, `${CATALOG}${url}`, payload);
  const product = async () => (await call('GET', `/products/${productId}`)).json().result;
  const storefront = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/services/app/Catalog/GetProductDetail?slug=${SLUG}`,
        headers: apiHeaders('demo-ar'),
      })
    ).json();

  before(async () => {
    t = await createTestApp();
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    tokens.catalogue = await memberToken('catalogue');
    tokens.production = await memberToken('production');
    const user = await t.db.selectFrom('auth_users').select('id').executeTakeFirstOrThrow();
    buyer = await userAccessToken(t, 'demo-ar', Number(user.id));
    const list = await call(
      'GET',
      `/products?search=${encodeURIComponent('taza cerámica clásica')}`,
    );
    assert.equal(list.statusCode, 200, list.body);
    productId = list.json().result.items[0].id;
  });
  after(() => t.close());

  it('lists the store’s products by name, code or SKU, paged, with picture, price from, stock and visibility', async () => {
    const all = (await call('GET', '/products')).json().result;
    assert.equal(all.pageSize, 20);
    assert.equal(all.items.length, 20);
    assert.ok(all.totalCount >= 100);
    const second = (await call('GET', '/products?page=2')).json().result;
    assert.notEqual(second.items[0].id, all.items[0].id);
    const mug = (await product()) as { externalId: string; variants: { sku: string }[] };
    for (const search of [mug.externalId.toLowerCase(), mug.variants[0]!.sku, 'TAZA CERAMICA'])
      assert.ok(
        (await call('GET', `/products?search=${encodeURIComponent(search)}`))
          .json()
          .result.items.some((item: { id: number }) => item.id === productId),
        search,
      );
    const [row] = (await call('GET', `/products?search=${mug.externalId}`)).json().result.items;
    assert.equal(row.name, 'Taza cerámica clásica 11 oz');
    assert.match(row.picture, /^\/tenant-assets\/demo-ar\//);
    assert.equal(typeof row.category, 'string');
    assert.ok(row.priceFromCents > 0 && Number.isInteger(row.priceFromCents));
    assert.equal(row.visible, true);
    const none = (await call('GET', '/products?search=%25%25nada')).json().result;
    assert.equal(none.totalCount, 0);
    // A search's total counts every match: the pages hold that many, and a page past them says so.
    const pages = [];
    for (let n = 1; ; n += 1) {
      const page = (await call('GET', `/products?search=a&page=${n}`)).json().result;
      pages.push(page);
      if (page.items.length === 0) break;
    }
    const found = pages.reduce((sum, page) => sum + page.items.length, 0);
    assert.ok(pages.length > 2, 'more than one page of names with an a');
    assert.deepEqual(
      pages.map((page) => page.totalCount),
      pages.map(() => found),
    );
  });

  it('lets each role do what it may: owner and catalogue write, sales reads, production neither', async () => {
    const { variants, version, priceTiers } = await product();
    const variant = variants[0].id as number;
    const tiers = priceTiers.map(({ minQuantity, unitPriceCents }: Record<string, number>) => ({
      minQuantity,
      unitPriceCents,
    }));
    const routes = [
      ['GET', '/products', undefined, 'read'],
      ['GET', `/products/${productId}`, undefined, 'read'],
      ['GET', `/variants/${variant}/stock-adjustments`, undefined, 'read'],
      ['PUT', `/products/${productId}`, { version, priceTiers: tiers, visible: true }, 'write'],
      [
        'POST',
        `/variants/${variant}/stock-adjustments`,
        { change: 1, reason: 'recuento' },
        'write',
      ],
    ] as const;
    const grants: Record<StaffRole, ('read' | 'write')[]> = {
      owner: ['read', 'write'],
      catalogue: ['read', 'write'],
      sales: ['read'],
      production: [],
    };
    for (const [role, may] of Object.entries(grants) as [StaffRole, ('read' | 'write')[]][])
      for (const [method, url, body, needs] of routes) {
        // A save names the version it read: each allowed PUT moves it.
        const payload = method === 'PUT' ? { ...body, version: (await product()).version } : body;
        const res = await call(method, url, payload, tokens[role]);
        if (may.includes(needs)) assert.equal(res.statusCode, 200, `${role} ${method} ${url}`);
        else {
          assert.equal(res.statusCode, 403, `${role} ${method} ${url}`);
          assert.match(res.json().error.message, /^Tu rol «.+» no tiene permiso para esta acción/);
        }
      }
    for (const [method, url, body] of routes) {
      assert.equal((await call(method, url, body, buyer)).statusCode, 401, `buyer ${url}`);
      assert.equal((await call(method, url, body, '')).statusCode, 401, `nobody ${url}`);
    }
  });

  it('replaces the price tiers and keeps price from; the storefront shows the new price at once', async () => {
    const before = await product();
    const revision = await t.app.catalog.revision();
    const shownBefore = (await storefront()).result.priceTiers[0].unitPrice as number;
    const priceTiers = [
      { minQuantity: 1, unitPriceCents: 512_300 },
      { minQuantity: 100, unitPriceCents: 498_700 },
    ];
    const res = await call('PUT', `/products/${productId}`, {
      version: before.version,
      priceTiers,
      visible: true,
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result;
    assert.equal(saved.version, before.version + 1);
    assert.equal(saved.priceFromCents, 498_700);
    assert.deepEqual(
      saved.priceTiers.map((t: Record<string, number>) => [t.minQuantity, t.unitPriceCents]),
      [
        [1, 512_300],
        [100, 498_700],
      ],
    );
    assert.ok((await t.app.catalog.revision()) > revision, 'the catalogue revision moved');
    const shown = (await storefront()).result;
    assert.equal(shown.priceTiers.length, 2);
    assert.equal(shown.priceTiers[0].unitPrice, saved.priceTiers[0].shownUnitPrice);
    assert.notEqual(shown.priceTiers[0].unitPrice, shownBefore);
    const listed = (await call('GET', `/products?search=${before.externalId}`)).json().result;
    assert.equal(listed.items[0].priceFromCents, 498_700);

    const audit = (
      await staffCall(t, 'demo-ar', tokens.owner, 'GET', '/api/admin/audit?q=product.pricing')
    )
      .json()
      .result.items.find((entry: { subject: string }) => entry.subject === `product:${productId}`);
    assert.equal(audit.actor, 'catalogue@promosur.com.ar');
    assert.deepEqual(audit.after.priceTiers, priceTiers);
    assert.equal(audit.before.version, before.version);
  });

  it('refuses bad tiers in Spanish, naming the field, and changes nothing', async () => {
    const before = await product();
    const revision = await t.app.catalog.revision();
    const bad: [object, RegExp, string][] = [
      [[], /al menos un precio/, 'priceTiers'],
      [[{ minQuantity: 5, unitPriceCents: 100 }], /desde 1 unidad/, 'priceTiers[0].minQuantity'],
      [
        [
          { minQuantity: 1, unitPriceCents: 100 },
          { minQuantity: 50, unitPriceCents: 90 },
          { minQuantity: 10, unitPriceCents: 80 },
        ],
        /de menor a mayor/,
        'priceTiers[2].minQuantity',
      ],
      [
        [
          { minQuantity: 1, unitPriceCents: 100 },
          { minQuantity: 1, unitPriceCents: 90 },
        ],
        /misma cantidad mínima/,
        'priceTiers[1].minQuantity',
      ],
      [
        [{ minQuantity: 1, unitPriceCents: 0 }],
        /mayor o igual a 1|mayor/,
        'priceTiers[0].unitPriceCents',
      ],
      [[{ minQuantity: 1, unitPriceCents: 10.5 }], /entero/, 'priceTiers[0].unitPriceCents'],
      [[{ minQuantity: 1, unitPriceCents: 'mil' }], /entero/, 'priceTiers[0].unitPriceCents'],
    ];
    for (const [priceTiers, message, field] of bad) {
      const res = await call('PUT', `/products/${productId}`, {
        version: before.version,
        priceTiers,
        visible: false,
      });
      assert.equal(res.statusCode, 400, JSON.stringify(priceTiers));
      assert.match(res.json().error.message, message);
      assert.equal(res.json().error.field, field);
    }
    const missing = await call('PUT', `/products/${productId}`, { priceTiers: [], visible: true });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error.field, 'version');
    assert.deepEqual(await product(), before);
    assert.equal(await t.app.catalog.revision(), revision);
  });

  it('answers 409 to a stale version, saying what the product holds now, and writes nothing', async () => {
    const read = await product();
    const tiers = (cents: number) => [{ minQuantity: 1, unitPriceCents: cents }];
    const first = await call('PUT', `/products/${productId}`, {
      version: read.version,
      priceTiers: tiers(450_000),
      visible: true,
    });
    assert.equal(first.statusCode, 200);
    const second = await call(
      'PUT',
      `/products/${productId}`,
      { version: read.version, priceTiers: tiers(1_000), visible: false },
      tokens.owner,
    );
    assert.equal(second.statusCode, 409);
    assert.match(
      second.json().error.message,
      /^Otra persona cambió este producto mientras se editaba y no se guardó nada\. Ahora tiene precios desde 1 u\. \$ 4\.500,00 y está visible/,
    );
    assert.deepEqual(await product(), first.json().result);
  });

  it('hides a product from the storefront and shows it again', async () => {
    const read = await product();
    const priceTiers = read.priceTiers.map(
      ({ minQuantity, unitPriceCents }: Record<string, number>) => ({
        minQuantity,
        unitPriceCents,
      }),
    );
    const save = async (visible: boolean) =>
      (
        await call('PUT', `/products/${productId}`, {
          version: (await product()).version,
          priceTiers,
          visible,
        })
      ).statusCode;
    const listed = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/services/app/Catalog/GetProductsList?search=${encodeURIComponent(read.name)}`,
          headers: apiHeaders('demo-ar'),
        })
      )
        .json()
        .result.items.some((item: { id: number }) => item.id === productId);
    assert.equal(await listed(), true);
    assert.equal(await save(false), 200);
    assert.equal((await storefront()).error.code, 404);
    assert.equal(await listed(), false);
    assert.equal((await product()).visible, false);
    assert.equal(await save(true), 200);
    assert.equal((await storefront()).result.id, productId);
    assert.equal(await listed(), true);
  });

  it('adjusts stock with a reason, keeps the product total, lists the history newest first and audits it', async () => {
    const read = await product();
    const variant = read.variants[0];
    const revision = await t.app.catalog.revision();
    const added = await call('POST', `/variants/${variant.id}/stock-adjustments`, {
      change: 25,
      reason: 'ingreso de mercadería',
      note: '  Remito 0001-123  ',
    });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().result.variant.stock, variant.stock + 25);
    assert.equal(added.json().result.adjustment.note, 'Remito 0001-123');
    assert.ok((await t.app.catalog.revision()) > revision);
    const taken = await call(
      'POST',
      `/variants/${variant.id}/stock-adjustments`,
      { change: -3, reason: 'otro', note: 'Muestra para un cliente' },
      tokens.owner,
    );
    assert.equal(taken.statusCode, 200, taken.body);
    const after = await product();
    assert.equal(after.variants[0].stock, variant.stock + 22);
    assert.equal(after.totalStock, read.totalStock + 22);
    assert.equal(after.version, read.version, 'stock is not part of the pricing version');
    const shown = (await storefront()).result;
    assert.equal(shown.variants[0].stock, variant.stock + 22);
    assert.equal(shown.totalStock, read.totalStock + 22);

    const history = (
      await call('GET', `/variants/${variant.id}/stock-adjustments`, undefined, tokens.sales)
    ).json().result;
    assert.deepEqual(
      history
        .slice(0, 2)
        .map((h: Record<string, unknown>) => [h.change, h.stockAfter, h.reason, h.note, h.actor]),
      [
        [-3, variant.stock + 22, 'otro', 'Muestra para un cliente', 'duenio@promosur.com.ar'],
        [
          25,
          variant.stock + 25,
          'ingreso de mercadería',
          'Remito 0001-123',
          'catalogue@promosur.com.ar',
        ],
      ],
    );
    const audit = (
      await staffCall(
        t,
        'demo-ar',
        tokens.owner,
        'GET',
        '/api/admin/audit?q=variant.stock-adjusted',
      )
    )
      .json()
      .result.items.filter(
        (entry: { subject: string }) => entry.subject === `variant:${variant.id}`,
      );
    assert.deepEqual(audit[0].before, { sku: variant.sku, stock: variant.stock + 25 });
    assert.deepEqual(audit[0].after, {
      sku: variant.sku,
      stock: variant.stock + 22,
      change: -3,
      reason: 'otro',
      note: 'Muestra para un cliente',
    });
  });

  it('refuses bad adjustments in Spanish and changes nothing', async () => {
    const read = await product();
    const variant = read.variants[1] ?? read.variants[0];
    const url = `/variants/${variant.id}/stock-adjustments`;
    const bad: [object, RegExp, string][] = [
      [{ change: 0, reason: 'recuento' }, /no puede ser 0/, 'change'],
      [{ change: 1.5, reason: 'recuento' }, /entero/, 'change'],
      [{ change: 5, reason: 'regalo' }, /valor no permitido/, 'reason'],
      [{ change: 5 }, /obligatorio/, 'reason'],
      [{ change: 5, reason: 'otro', note: '   ' }, /Con el motivo «otro», la nota/, 'note'],
      [
        { change: -(variant.stock + 1), reason: 'mercadería dañada' },
        new RegExp(
          `No se pueden quitar ${variant.stock + 1} unidades de ${variant.sku}: tiene ${variant.stock} en stock`,
        ),
        'change',
      ],
    ];
    for (const [body, message, field] of bad) {
      const res = await call('POST', url, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().error.message, message);
      assert.equal(res.json().error.field, field);
    }
    assert.deepEqual(await product(), read);
    assert.deepEqual((await call('GET', url)).json().result, []);
  });

  it('never takes stock below 0 when two adjustments race for the last units', async () => {
    const { variants, totalStock } = await product();
    const variant = variants[variants.length - 1];
    const url = `/variants/${variant.id}/stock-adjustments`;
    const set = await call('POST', url, { change: 10 - variant.stock || 1, reason: 'recuento' });
    assert.equal(set.statusCode, 200, set.body);
    const stock = set.json().result.variant.stock as number;
    const take = Math.floor(stock / 2) + 1;
    const answers = await Promise.all([
      call('POST', url, { change: -take, reason: 'mercadería dañada' }),
      call('POST', url, { change: -take, reason: 'mercadería dañada' }, tokens.owner),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 400]);
    const after = await product();
    assert.equal(after.variants.at(-1).stock, stock - take);
    assert.equal(after.totalStock, totalStock - variant.stock + stock - take);
  });

  it('answers 404 for another store’s product or variant and for ones that do not exist', async () => {
    const cl = await staffToken(t, 'demo-cl', 'owner');
    const { variants, version } = await product();
    const variant = variants[0].id;
    const body = { version, priceTiers: [{ minQuantity: 1, unitPriceCents: 1 }], visible: false };
    const asCl = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      call(method, url, payload, cl, 'demo-cl');
    for (const res of [
      await asCl('GET', `/products/${productId}`),
      await asCl('PUT', `/products/${productId}`, body),
      await asCl('GET', `/variants/${variant}/stock-adjustments`),
      await asCl('POST', `/variants/${variant}/stock-adjustments`, {
        change: 5,
        reason: 'recuento',
      }),
      await call('GET', '/products/999999'),
      await call('POST', '/variants/999999/stock-adjustments', { change: 5, reason: 'recuento' }),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.match(res.json().error.message, /No encontramos/);
    }
    // The demo-ar token sent to demo-cl is not a demo-cl member.
    assert.equal(
      (await call('GET', '/products', undefined, tokens.owner, 'demo-cl')).statusCode,
      401,
    );
    assert.deepEqual((await product()).version, version);
  });
});
