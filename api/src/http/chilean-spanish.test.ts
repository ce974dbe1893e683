import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
// The frontend's detector, so both sides scan with one rule.
import { voseoIn } from '@store/contracts/testing';
import { accountMailTexts } from '../modules/auth/index.js';
import { authMessages } from '../modules/auth/index.js';
import { FILE_MESSAGES } from '../modules/cart/index.js';
import { CART_MESSAGES } from '../modules/cart/index.js';
import { DEMO_MARKETS, demoCatalog } from '../modules/catalog/index.js';
import { PRICING_MESSAGES } from '../modules/pricing/index.js';
import { quoteMessages } from '../modules/quotes/index.js';
import { QUOTE_ORDER_MESSAGES } from '../modules/staff/index.js';
import { DEMO_TENANTS } from '../modules/tenants/index.js';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.js';
import { AUTH_MESSAGES } from './auth.js';
import { toChilean } from './chilean-spanish.js';
import { MESSAGES } from './errors.js';

/** Every string in a value (messages may be functions of a name, a number, ...). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function')
    return textsOf((value as (...args: unknown[]) => unknown)('«Taza»', 'Serigrafía', 50, 'x'));
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

const voseoOf = (texts: string[]) =>
  texts.flatMap((text) => voseoIn(text).map((w) => `${w}: ${text}`));

describe('Chilean buyers read Chilean Spanish, never voseo', () => {
  it("in the API's error messages, as a Chilean tenant's request gets them", () => {
    const errors = [MESSAGES, AUTH_MESSAGES, PRICING_MESSAGES, FILE_MESSAGES, CART_MESSAGES];
    const argentine = textsOf(errors);
    // The scan sees the voseo it must: the Argentine texts have it, the Chilean ones not.
    assert.ok(voseoOf(argentine).length > 0);
    assert.deepEqual(voseoOf(argentine.map(toChilean)), []);
    // Chileans say 'carro' (the store's buttons do).
    assert.ok(argentine.some((text) => /carrito/.test(text)));
    assert.deepEqual(
      argentine.map(toChilean).filter((text) => /carrito/i.test(text)),
      [],
    );
  });

  it('in the texts chosen per country: account messages and e-mails', () => {
    const mails = accountMailTexts('CL');
    const texts = [
      ...textsOf(authMessages('CL')),
      ...textsOf(mails.activation('Andes Merch', 'Camila', 'https://x')),
      ...textsOf(mails.passwordReset('Andes Merch', 'Camila', 'https://x')),
      ...textsOf(mails.alreadyRegistered('Andes Merch', 'Camila', 'https://x')),
      ...textsOf(mails.emailChanged('Andes Merch', 'Camila', 'camila@example.cl')),
      ...textsOf(quoteMessages('CL')),
      // The back office's words to staff, the same in both stores.
      ...textsOf(QUOTE_ORDER_MESSAGES),
    ];
    assert.deepEqual(voseoOf(texts.map(toChilean)), []);
    assert.deepEqual(voseoOf(texts), []);
    assert.deepEqual(
      texts.filter((text) => /carrito/i.test(text)),
      [],
    );
  });

  it("in the Chilean demo store's texts and its catalogue", () => {
    const market = DEMO_MARKETS.find((m) => m.locale === 'cl');
    assert.ok(market);
    const store = DEMO_TENANTS.filter((tenant) => tenant.environment === 'CL');
    assert.equal(store.length, 1);
    const { document } = demoCatalog(market);
    assert.deepEqual(voseoOf([...textsOf(store), ...textsOf(document)]), []);
    // The Argentine catalogue keeps its own voice: the scan would have caught it.
    const ar = DEMO_MARKETS.find((m) => m.locale === 'arg');
    assert.ok(ar && voseoOf(textsOf(demoCatalog(ar).document)).length > 0);
  });

  describe('as the API answers', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp();
    });
    after(() => t.close());

    it('gives a Chilean store its errors in Chilean Spanish, an Argentine one in its own', async () => {
      const favorites = (tenant: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/services/app/Catalog/GetFavorites',
          headers: apiHeaders(tenant),
        });
      const sorted = (tenant: string) =>
        t.app.inject({
          method: 'GET',
          url: '/api/services/app/Catalog/GetProductsList?sort=barato',
          headers: apiHeaders(tenant),
        });
      const cl = await favorites('demo-cl');
      assert.equal(cl.statusCode, 401);
      assert.deepEqual(voseoIn(cl.json().error.message), []);
      assert.match(cl.json().error.message, /^Necesitas una sesión.*Recarga la página/);
      assert.match((await favorites('demo-ar')).json().error.message, /^Necesitás .*Recargá/);
      const clSort = (await sorted('demo-cl')).json().error.message;
      assert.match(clSort, /Elige relevance/);
      assert.match((await sorted('demo-ar')).json().error.message, /Elegí relevance/);
    });
  });
});
