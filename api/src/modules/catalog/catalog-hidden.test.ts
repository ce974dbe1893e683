import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp, userAccessToken } from '../../test/test-app.js';
import { simpleItem, variantWithStock } from '../pricing/test-carts.js';
import type { Tenant } from '../tenants/index.js';

const SLUG = 'taza-ceramica-clasica-11-oz';

describe('a hidden product (visibility off in the back office)', () => {
  let t: TestApp;
  let ar: Tenant;

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: apiHeaders('demo-ar', token) });
  const categoryCounts = async () =>
    new Map(
      (await get('/api/services/app/Catalog/GetCategories?isEcommerceClient=true'))
        .json()
        .result.map((c: { slug: string; productCount: number }) => [c.slug, c.productCount]),
    );
  const setVisible = (visible: number) =>
    t.db
      .updateTable('catalog_products')
      .set({ visible })
      .where('tenant_id', '=', ar.id)
      .where('slug', '=', SLUG)
      .execute();

  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
  });
  after(() => t.close());

  it('is not counted in the storefront’s categories, and counts again once shown', async () => {
    const { slug } = await t.db
      .selectFrom('catalog_products as p')
      .innerJoin('catalog_categories as c', 'c.id', 'p.category_id')
      .select('c.slug')
      .where('p.tenant_id', '=', ar.id)
      .where('p.slug', '=', SLUG)
      .executeTakeFirstOrThrow();
    const shown = (await categoryCounts()).get(slug) as number;
    await setVisible(0);
    assert.equal((await categoryCounts()).get(slug), shown - 1);
    await setVisible(1);
    assert.equal((await categoryCounts()).get(slug), shown);
  });

  it('cannot be added to a cart nor priced in one: 422 in Spanish, the cart unchanged', async () => {
    const mug = await t.app.catalog.detail(ar, SLUG);
    const token = await userAccessToken(t, 'demo-ar', 131);
    const save = (items: unknown[], version: number, as = token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/ShoppingCarts/CreateOrEditShoppingCart',
        headers: apiHeaders('demo-ar', as),
        payload: { items, version },
      });
    const item = simpleItem(mug, variantWithStock(mug, 10), 10);
    const saved = await save([item], 0);
    assert.equal(saved.statusCode, 200, saved.body);

    await setVisible(0);
    try {
      const other = await userAccessToken(t, 'demo-ar', 132);
      const refused = await save([item], 0, other);
      assert.equal(refused.statusCode, 422, refused.body);
      assert.match(
        refused.json().error.message,
        /El producto «Taza cerámica clásica 11 oz» ya no está disponible/,
      );
      // The cart already holding it is no longer priced: the buyer reads why.
      const cart = (
        await get('/api/services/app/ShoppingCarts/GetShoppingCartsClient', token)
      ).json().result;
      assert.equal(cart.version, 1);
      assert.match(cart.priceProblem, /ya no está disponible/);
      assert.deepEqual(cart.prices, []);
      const empty = (
        await get('/api/services/app/ShoppingCarts/GetShoppingCartsClient', other)
      ).json().result;
      assert.deepEqual([empty.items, empty.version], [[], 0]);
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/ShoppingCarts/GetShoppingCartProductPrice',
        headers: apiHeaders('demo-ar'),
        payload: { items: [item] },
      });
      assert.equal(quote.statusCode, 422, quote.body);
    } finally {
      await setVisible(1);
    }
  });
});
