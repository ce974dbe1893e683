import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';

const CATALOG = '/api/services/app/Catalog';

describe('numbers that are not finite', () => {
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

  it('still takes finite numbers given as texts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${CATALOG}/Search`,
      headers: apiHeaders('demo-ar'),
      payload: { page: '2', minPrice: '1e3' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.page, 2);
  });
});
