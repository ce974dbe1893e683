import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { simpleItem, variantWithStock } from '../modules/pricing/test-carts.js';
import type { Tenant } from '../modules/tenants/index.js';
import { MAX_REQUEST_DEPTH } from './request-data.js';

const CATALOG = '/api/services/app/Catalog';

describe('request data every route refuses', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const refused = async (
    request: { url: string; method?: 'GET' | 'POST'; payload?: object },
    field: string,
  ) => {
    const res = await t.app.inject({ ...request, headers: apiHeaders('demo-ar') });
    assert.equal(res.statusCode, 400, res.body);
    const body = res.json();
    assert.equal(body.success, false);
    assert.equal(body.error.field, field);
    assert.equal(body.error.message, `El campo "${field}" debe ser un número válido.`);
  };

  it('refuses Infinity and 1e309 in query strings, on every route', async () => {
    await refused({ url: `${CATALOG}/GetProductsList?page=1e309` }, 'page');
    await refused({ url: `${CATALOG}/GetTrendingProducts?limit=Infinity` }, 'limit');
    await refused({ url: `${CATALOG}/GetPrintingTypes?PaginaActual=-1e309` }, 'PaginaActual');
  });

  it('refuses them as texts in a JSON body, past any maximum', async () => {
    const search = (payload: object) => ({
      url: `${CATALOG}/Search`,
      method: 'POST' as const,
      payload,
    });
    await refused(search({ page: 'Infinity' }), 'page');
    await refused(search({ minPrice: '1e309' }), 'minPrice');
  });

  it('refuses the NUL character in a text, in the query and in a body (PostgreSQL cannot store it)', async () => {
    const answer = async (request: { url: string; method?: 'GET' | 'POST'; payload?: object }) => {
      const res = await t.app.inject({ ...request, headers: apiHeaders('demo-ar') });
      assert.equal(res.statusCode, 400, res.body);
      return res.json().error as { field: string; message: string };
    };
    const inQuery = await answer({ url: `${CATALOG}/GetProductDetail?slug=taza%00` });
    assert.equal(inQuery.field, 'slug');
    assert.equal(inQuery.message, 'El campo "slug" contiene un carácter no válido.');
    const inBody = await answer({
      url: `${CATALOG}/Search`,
      method: 'POST',
      payload: { search: 'taza\u0000' },
    });
    assert.equal(inBody.message, 'El campo "search" contiene un carácter no válido.');
  });

  it('still takes numbers given as plain texts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${CATALOG}/Search`,
      headers: apiHeaders('demo-ar'),
      payload: { page: '2', minPrice: '1000.50' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.page, 2);
  });

  it('refuses numbers written as texts in any other way (issue 31), and a quantity among them', async () => {
    const ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const item = simpleItem(mug, variantWithStock(mug, 5), 5);
    const price = (quantity: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/ShoppingCarts/GetShoppingCartProductPrice',
        headers: apiHeaders('demo-ar'),
        payload: { items: [{ ...item, value: { ...item.value, quantity } }] },
      });
    for (const quantity of ['1e3', '0x10', '1.5', ' 3', '3 ', '+3', '1.0', '0b11', '1_000']) {
      const res = await price(quantity);
      assert.equal(res.statusCode, 400, `${quantity}: ${res.body}`);
      assert.match(
        res.json().error.message,
        /^El campo "items\[0\]\.value\.quantity" debe ser (un número escrito solo con dígitos|un número entero)\.$/,
        quantity,
      );
    }
    for (const quantity of [3, '3']) assert.equal((await price(quantity)).statusCode, 200);
    const query = await t.app.inject({
      url: `${CATALOG}/GetProductsList?page=0x2`,
      headers: apiHeaders('demo-ar'),
    });
    assert.equal(query.statusCode, 400, query.body);
    assert.equal(
      query.json().error.message,
      'El campo "page" debe ser un número escrito solo con dígitos.',
    );
  });

  it('refuses a free-form part nested deeper than the limit, on any route that takes one', async () => {
    const ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const item = simpleItem(mug, variantWithStock(mug, 5), 5);
    // The body is written by hand: it is deeper than JSON.stringify itself goes.
    const price = (customization: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/ShoppingCarts/GetShoppingCartProductPrice',
        headers: { ...apiHeaders('demo-ar'), 'content-type': 'application/json' },
        payload: JSON.stringify({
          items: [{ ...item, value: { ...item.value, customization: '@design@' } }],
        }).replace('"@design@"', customization),
      });
    const deep = await price(`${'['.repeat(20_000)}1${']'.repeat(20_000)}`);
    assert.equal(deep.statusCode, 400, deep.body.slice(0, 300));
    assert.equal(
      deep.json().error.message,
      `Los datos enviados no son válidos: están anidados en más de ${MAX_REQUEST_DEPTH} niveles.`,
    );
    const shallow = await price('{"colorCount":1,"layers":[[["texto"]]]}');
    assert.equal(shallow.statusCode, 200, shallow.body);
  });
});
