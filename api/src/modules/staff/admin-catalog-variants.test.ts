import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, userAccessToken, type TestApp } from '../../test/test-app.js';
import { simpleItem } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';
import type { StaffRole } from './staff-roles.js';
import {
  staffCall,
  staffMemberToken,
  staffProductId,
  staffToken,
  storefrontDetail,
} from './staff-test-support.js';

const CATALOG = '/api/admin/catalog';
const SLUG = 'taza-ceramica-clasica-11-oz';

interface Variant {
  id: number;
  sku: string;
  colorName: string | null;
  colorHex: string | null;
  size: string | null;
  weightGrams: number | null;
  widthCm: number | null;
  heightCm: number | null;
  depthCm: number | null;
  stock: number;
}

/** A variant's fields as a save sends them. */
const fieldsOf = ({ id: _id, stock: _stock, ...fields }: Variant) => fields;

const NEW = {
  sku: 'TAZA-ZORZAL-11',
  colorName: 'Verde zorzal',
  colorHex: '#2E7D32',
  size: null,
  weightGrams: 360,
  widthCm: 8.5,
  heightCm: 9.5,
  depthCm: null,
};

describe('/api/admin/catalog/products/:id/variants: a product’s variants', () => {
  let t: TestApp;
  let ar: Tenant;
  const tokens = {} as Record<StaffRole, string>;
  let productId: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    token = tokens.catalogue,
    tenant = 'demo-ar',
  ) =>
    staffCall(t, tenant, token, method, `${CATALOG}/products/${productId}/variants${url}`, payload);
  const variants = async () => (await call('GET', '')).json().result;
  const storefront = () => storefrontDetail(t, SLUG);
  const audit = async (action: string) =>
    (await staffCall(t, 'demo-ar', tokens.owner, 'GET', `/api/admin/audit?q=${action}`))
      .json()
      .result.items.filter(
        (entry: { subject: string }) => entry.subject === `product:${productId}`,
      );

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    tokens.owner = await staffToken(t, 'demo-ar', 'owner');
    tokens.sales = await staffToken(t, 'demo-ar', 'sales');
    for (const role of ['catalogue', 'production'] as const)
      tokens[role] = await staffMemberToken(t, 'demo-ar', role, `${role}@promosur.com.ar`);
    productId = await staffProductId(t, tokens.owner, 'taza cerámica clásica');
  });
  after(() => t.close());

  it('lets owner and catalogue write, sales read, and refuses production and buyers', async () => {
    for (const role of ['owner', 'catalogue', 'sales'] as const)
      assert.equal((await call('GET', '', undefined, tokens[role])).statusCode, 200, role);
    assert.equal((await call('GET', '', undefined, tokens.production)).statusCode, 403);
    const read = await variants();
    const first = read.variants[0] as Variant;
    for (const role of ['sales', 'production'] as const) {
      const token = tokens[role];
      const version = read.version;
      for (const res of [
        await call('POST', '', { ...NEW, version, stock: 5 }, token),
        await call('PUT', `/${first.id}`, { ...fieldsOf(first), version, size: 'XL' }, token),
        await call('POST', `/${first.id}/retire`, { version }, token),
      ]) {
        assert.equal(res.statusCode, 403, `${role} ${res.body}`);
        assert.match(res.json().error.message, /^Tu rol «.+» no tiene permiso para esta acción/);
      }
    }
    const buyer = await userAccessToken(t, 'demo-ar', 131);
    for (const token of [buyer, ''])
      assert.equal((await call('GET', '', undefined, token)).statusCode, 401);
    assert.deepEqual(await variants(), read);
  });

  it('adds a colour with its first stock as an adjustment; the storefront offers it at once; audited', async () => {
    const before = await variants();
    const revision = await t.app.catalog.revision();
    // The storefront's colour filter, kept by this process until the catalogue changes.
    const storefrontColors = async () =>
      JSON.stringify(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/services/app/Catalog/GetColors',
            headers: apiHeaders('demo-ar'),
          })
        ).json().result,
      );
    assert.ok(!(await storefrontColors()).includes('Verde zorzal'));
    const res = await call('POST', '', {
      ...NEW,
      sku: ' TAZA-ZORZAL-11 ',
      version: before.version,
      stock: 40,
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result;
    assert.equal(saved.version, before.version + 1);
    const added = saved.variants.at(-1) as Variant;
    assert.deepEqual(
      [
        added.sku,
        added.colorName,
        added.colorHex,
        added.weightGrams,
        added.widthCm,
        added.depthCm,
        added.stock,
      ],
      ['TAZA-ZORZAL-11', 'Verde zorzal', '#2e7d32', 360, 8.5, null, 40],
    );
    assert.ok((await t.app.catalog.revision()) > revision, 'the catalogue revision moved');

    const history = (
      await staffCall(
        t,
        'demo-ar',
        tokens.owner,
        'GET',
        `${CATALOG}/variants/${added.id}/stock-adjustments`,
      )
    ).json().result;
    assert.deepEqual(
      history.map((h: { change: number; reason: string; actor: string }) => [
        h.change,
        h.reason,
        h.actor,
      ]),
      [[40, 'ingreso de mercadería', 'catalogue@promosur.com.ar']],
    );
    const shown = await storefront();
    const offered = shown.variants.find((v: { sku: string }) => v.sku === 'TAZA-ZORZAL-11');
    assert.deepEqual(offered.color, { name: 'Verde zorzal', hex: '#2e7d32' });
    assert.equal(offered.stock, 40);
    const product = (
      await staffCall(t, 'demo-ar', tokens.owner, 'GET', `${CATALOG}/products/${productId}`)
    ).json().result;
    assert.equal(
      product.totalStock,
      before.variants.reduce((s: number, v: Variant) => s + v.stock, 0) + 40,
    );
    // The colour filter finds the product by its new colour.
    assert.ok((await storefrontColors()).includes('Verde zorzal'));

    const [entry] = await audit('variant.added');
    assert.equal(entry.actor, 'catalogue@promosur.com.ar');
    assert.equal(entry.before, null);
    assert.equal(entry.after.sku, 'TAZA-ZORZAL-11');
  });

  it('edits a variant’s SKU, colour, size, weight and size; the storefront shows them; audited', async () => {
    const before = await variants();
    const variant = before.variants.find((v: Variant) => v.sku === 'TAZA-ZORZAL-11') as Variant;
    const res = await call('PUT', `/${variant.id}`, {
      ...fieldsOf(variant),
      version: before.version,
      sku: 'TAZA-HORNERO-11',
      colorName: 'Marrón hornero',
      colorHex: '#795548',
      size: '11 oz',
      weightGrams: null,
      depthCm: 9,
    });
    assert.equal(res.statusCode, 200, res.body);
    const saved = (res.json().result.variants as Variant[]).find(
      (v) => v.id === variant.id,
    ) as Variant;
    assert.deepEqual(
      [
        saved.sku,
        saved.colorName,
        saved.colorHex,
        saved.size,
        saved.weightGrams,
        saved.depthCm,
        saved.stock,
      ],
      ['TAZA-HORNERO-11', 'Marrón hornero', '#795548', '11 oz', null, 9, 40],
    );
    const offered = (await storefront()).variants.find((v: { id: number }) => v.id === variant.id);
    assert.deepEqual(
      [offered.sku, offered.color.name, offered.size],
      ['TAZA-HORNERO-11', 'Marrón hornero', '11 oz'],
    );
    // The back office's product search finds it by the new SKU, no longer by the old one.
    const found = async (sku: string) =>
      (await staffCall(t, 'demo-ar', tokens.sales, 'GET', `${CATALOG}/products?search=${sku}`))
        .json()
        .result.items.map((item: { id: number }) => item.id) as number[];
    assert.deepEqual(await found('taza-hornero-11'), [productId]);
    assert.deepEqual(await found('TAZA-ZORZAL'), []);
    const [entry] = await audit('variant.edited');
    assert.equal(entry.before.sku, 'TAZA-ZORZAL-11');
    assert.equal(entry.after.sku, 'TAZA-HORNERO-11');
    assert.equal(entry.after.colorName, 'Marrón hornero');
  });

  it('refuses bad variants in Spanish on their field and changes nothing', async () => {
    const before = await variants();
    const [first, second] = before.variants as Variant[];
    assert.ok(first && second);
    const otherSku = (
      await t.db
        .selectFrom('catalog_variants')
        .select('sku')
        .where('tenant_id', '=', ar.id)
        .where('product_id', '!=', productId)
        .executeTakeFirstOrThrow()
    ).sku;
    const body = { ...fieldsOf(first), version: before.version };
    const bad: [object, string, number, RegExp][] = [
      [{ sku: '  ' }, 'sku', 400, /El SKU es obligatorio/],
      [{ sku: 'con espacio' }, 'sku', 400, /solo admite letras, números/],
      [{ sku: 'x'.repeat(81) }, 'sku', 400, /como máximo 80/],
      [
        { sku: second.sku.toLowerCase() },
        'sku',
        400,
        /Otra variante de este producto ya tiene el SKU/,
      ],
      [{ sku: otherSku }, 'sku', 422, /ya es de otra variante de la tienda/],
      [{ colorName: 'Rojo', colorHex: 'rojo' }, 'colorHex', 400, /#rrggbb/],
      [{ colorName: null, colorHex: '#ff0000' }, 'colorName', 400, /necesita el nombre del color/],
      [{ colorName: 'c'.repeat(41) }, 'colorName', 400, /como máximo 40/],
      [{ size: 't'.repeat(21) }, 'size', 400, /como máximo 20/],
      [
        { colorName: second.colorName, colorHex: second.colorHex, size: second.size },
        second.size ? 'size' : 'colorName',
        400,
        /Otra variante de este producto ya tiene este color/,
      ],
      [{ weightGrams: 0 }, 'weightGrams', 400, /./],
      [{ weightGrams: 1.5 }, 'weightGrams', 400, /./],
      [{ widthCm: 5000 }, 'widthCm', 400, /./],
      [{ extra: true }, 'extra', 400, /./],
    ];
    for (const [patch, field, status, message] of bad) {
      const res = await call('PUT', `/${first.id}`, { ...body, ...patch });
      assert.equal(res.statusCode, status, `${field} ${res.body}`);
      const { error } = res.json();
      assert.match(error.message, message);
      assert.match(error.message, /[áéíóúñ]|^[A-Z¿]/);
      if (field !== 'extra') assert.equal(error.field, field, res.body);
    }
    const newOne = { ...NEW, version: before.version };
    for (const [payload, field] of [
      [{ ...newOne, stock: -1 }, 'stock'],
      [{ ...newOne, stock: 2.5 }, 'stock'],
      [{ ...newOne, sku: otherSku, stock: 1 }, 'sku'],
    ] as const) {
      const res = await call('POST', '', payload);
      assert.ok([400, 422].includes(res.statusCode), res.body);
      assert.equal(res.json().error.field, field, res.body);
    }
    assert.deepEqual(await variants(), before);
  });

  it('answers 409 with what the product holds now when someone saved first', async () => {
    const read = await variants();
    const first = read.variants[0] as Variant;
    const ok = await call('PUT', `/${first.id}`, {
      ...fieldsOf(first),
      version: read.version,
      size: 'Única',
    });
    assert.equal(ok.statusCode, 200, ok.body);
    const now = await variants();
    for (const stale of [
      await call(
        'PUT',
        `/${first.id}`,
        { ...fieldsOf(first), version: read.version, size: 'Otra' },
        tokens.owner,
      ),
      await call(
        'POST',
        '',
        { ...NEW, sku: 'TAZA-TARDE', version: read.version, stock: 1 },
        tokens.owner,
      ),
      await call('POST', `/${first.id}/retire`, { version: read.version }, tokens.owner),
    ]) {
      assert.equal(stale.statusCode, 409, stale.body);
      assert.match(stale.json().error.message, /Otra persona cambió este producto.*Única/);
    }
    assert.deepEqual(await variants(), now);
  });

  it('orders the variants: the storefront offers them in that order; a wrong order changes nothing; audited', async () => {
    const before = await variants();
    assert.ok(before.variants.length >= 2, 'the mug has several variants on sale');
    const ids: number[] = before.variants.map((v: Variant) => v.id);
    const reversed = [...ids].reverse();
    for (const order of [
      [ids[0], ids[0], ...ids.slice(1)],
      ids.slice(1),
      [...ids.slice(1), 999_999],
    ]) {
      const res = await call('PUT', '/order', { version: before.version, order });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.field, 'order');
      assert.match(res.json().error.message, /cada variante a la venta del producto una vez/);
    }
    const sales = await call(
      'PUT',
      '/order',
      { version: before.version, order: reversed },
      tokens.sales,
    );
    assert.equal(sales.statusCode, 403);
    assert.deepEqual(await variants(), before);

    const res = await call('PUT', '/order', { version: before.version, order: reversed });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(
      res.json().result.variants.map((v: Variant) => v.id),
      reversed,
    );
    assert.equal(res.json().result.version, before.version + 1);
    assert.deepEqual(
      (await storefront()).variants.map((v: { id: number }) => v.id),
      reversed,
    );
    const [entry] = await audit('variants.ordered');
    assert.equal(entry.after.length, ids.length);
    assert.deepEqual(entry.after, [...entry.before].reverse());

    const stale = await call('PUT', '/order', { version: before.version, order: ids });
    assert.equal(stale.statusCode, 409, stale.body);
    assert.deepEqual(
      (await variants()).variants.map((v: Variant) => v.id),
      reversed,
    );
    const back = await call('PUT', '/order', { version: before.version + 1, order: ids });
    assert.equal(back.statusCode, 200, back.body);
  });

  it('retires a variant: the storefront stops offering it, a cart holding it says why, the SKU stays taken', async () => {
    const read = await variants();
    const variant = read.variants.find((v: Variant) => v.sku === 'TAZA-HORNERO-11') as Variant;
    const shown = await storefront();
    const token = await userAccessToken(t, 'demo-ar', 133);
    const item = simpleItem(
      shown,
      shown.variants.find((v: { id: number }) => v.id === variant.id),
      5,
    );
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/ShoppingCarts/CreateOrEditShoppingCart',
      headers: apiHeaders('demo-ar', token),
      payload: { items: [item], version: 0 },
    });
    assert.equal(cart.statusCode, 200, cart.body);

    const res = await call('POST', `/${variant.id}/retire`, { version: read.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(!res.json().result.variants.some((v: Variant) => v.id === variant.id));
    assert.ok(!(await storefront()).variants.some((v: { id: number }) => v.id === variant.id));
    const held = (
      await t.app.inject({
        method: 'GET',
        url: '/api/services/app/ShoppingCarts/GetShoppingCartsClient',
        headers: apiHeaders('demo-ar', token),
      })
    ).json().result;
    assert.match(held.priceProblem, /ya no está disponible/);
    assert.deepEqual(held.prices, []);
    // Its units left the stock as an adjustment, and the product's total followed.
    const product = (
      await staffCall(t, 'demo-ar', tokens.owner, 'GET', `${CATALOG}/products/${productId}`)
    ).json().result;
    assert.equal(
      product.totalStock,
      read.variants.reduce((s: number, v: Variant) => s + v.stock, 0) - variant.stock,
    );
    const [entry] = await audit('variant.retired');
    assert.deepEqual([entry.before.sku, entry.after.retired], ['TAZA-HORNERO-11', true]);

    const again = await call('POST', '', {
      ...NEW,
      sku: 'taza-hornero-11',
      version: read.version + 1,
      stock: 0,
    });
    assert.equal(again.statusCode, 422, again.body);
    assert.match(again.json().error.message, /variante quitada/);
  });

  it('keeps at least one variant on sale', async () => {
    let read = await variants();
    for (const variant of (read.variants as Variant[]).slice(1)) {
      const res = await call('POST', `/${variant.id}/retire`, { version: read.version });
      assert.equal(res.statusCode, 200, res.body);
      read = res.json().result;
    }
    const last = read.variants[0] as Variant;
    const res = await call('POST', `/${last.id}/retire`, { version: read.version });
    assert.equal(res.statusCode, 422, res.body);
    assert.match(res.json().error.message, /al menos una variante/);
    assert.deepEqual(await variants(), read);
  });

  it('answers 404 for another store’s product and for a variant of another product', async () => {
    const cl = await staffToken(t, 'demo-cl', 'owner');
    const read = await variants();
    const first = read.variants[0] as Variant;
    const foreign = await t.db
      .selectFrom('catalog_variants')
      .select('id')
      .where('tenant_id', '=', ar.id)
      .where('product_id', '!=', productId)
      .executeTakeFirstOrThrow();
    for (const res of [
      await call('GET', '', undefined, cl, 'demo-cl'),
      await call(
        'POST',
        '',
        { ...NEW, sku: 'CL-1', version: read.version, stock: 1 },
        cl,
        'demo-cl',
      ),
      await call(
        'PUT',
        `/${first.id}`,
        { ...fieldsOf(first), version: read.version },
        cl,
        'demo-cl',
      ),
      await call('POST', `/${first.id}/retire`, { version: read.version }, cl, 'demo-cl'),
      await call('PUT', `/${foreign.id}`, { ...fieldsOf(first), version: read.version }),
      await call('POST', `/${foreign.id}/retire`, { version: read.version }),
    ]) {
      assert.equal(res.statusCode, 404, res.body);
      assert.match(res.json().error.message, /No encontramos/);
    }
    assert.deepEqual(await variants(), read);
  });
});
