import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { newBuyer } from '../modules/orders/test-orders.js';
import { staffToken } from '../modules/staff/staff-test-support.js';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';

/** What the fuzzer (fuzz.test.ts) found, kept as plain regression tests on both databases. */
describe('inputs the fuzzer found failing', () => {
  let t: TestApp;
  let token: string;
  before(async () => {
    t = await createTestApp();
    token = (await newBuyer(t, 'demo-ar', 'regresiones@empresa.com.ar')).accessToken;
  });
  after(() => t.close());

  // PostgreSQL refused 1.79e308 (a whole number to JSON Schema) as a bigint id: a 500.
  for (const [url, body] of [
    ['Catalog/RegisterCartAddition', { productId: 1.7976931348623123e308 }],
    ['Catalog/UpdateFavoriteProduct', { productId: 2 ** 60, isFavorite: true }],
  ] as const) {
    it(`refuses an id past the largest safe integer in ${url} with a Spanish 400`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/services/app/${url}`,
        headers: apiHeaders('demo-ar', token),
        payload: body,
      });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.field, 'productId');
      assert.match(
        res.json().error.message,
        /"productId" debe ser menor o igual a 9007199254740991/,
      );
    });
  }

  // PostgreSQL refused 2147483648 as a quote number (an integer column): a 500.
  it('searches the staff quotes for a number past what a quote number holds as text', async () => {
    const owner = await staffToken(t, 'demo-cl', 'owner');
    for (const q of ['2147483648', '99999999999999', '2147483647']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/quotes?q=${q}`,
        headers: apiHeaders('demo-cl', owner),
      });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().result.items, []);
    }
  });
});
