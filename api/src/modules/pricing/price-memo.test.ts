import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { apiHeaders, createTestApp, type TestApp, userAccessToken } from '../../test/test-app.js';
import { withTenantSettings } from '../../test/tenant-settings.js';
import type { ProductDetail } from '../catalog/index.js';
import type { Tenant } from '../tenants/index.js';
import { PRICE_MEMO_TTL_MS } from './price-memo.js';
import type { CartItem, CartItemValue, PriceEntry } from '@store/contracts/wire/pricing';
import { logoElement, simpleItem, textDesign, variantWithStock } from './test-carts.js';
import { DESIGN_MESSAGES } from '../designs/index.js';

const PRICE = '/api/services/app/ShoppingCarts/GetShoppingCartProductPrice';

/**
 * The pricing call answers a cart asked again from memory: these tests change what a price is
 * made of behind the API's back (SQL, as an operator or another instance would) and ask again.
 */
describe('the same cart priced again', () => {
  let t: TestApp;
  let mug: ProductDetail;
  let cart: CartItem[];

  const price = (items: CartItem[] = cart, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: PRICE,
      headers: apiHeaders('demo-ar', token),
      payload: { items },
    });
  const totalOf = async (items?: CartItem[]) => {
    const res = await price(items);
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().result as PriceEntry[]).at(-1)!.value.total;
  };

  before(async () => {
    t = await createTestApp();
    const ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    cart = [simpleItem(mug, variantWithStock(mug, 30), 30)];
  });
  after(() => t.close());

  it("answers a catalogue price's change at once", async () => {
    const first = await totalOf();
    assert.equal(await totalOf(), first);
    const tiers = await t.db
      .selectFrom('catalog_price_tiers')
      .selectAll()
      .where('product_id', '=', mug.id)
      .execute();
    const setTiers = (factor: number) =>
      Promise.all(
        tiers.map((tier) =>
          t.db
            .updateTable('catalog_price_tiers')
            .set({ unit_price_cents: tier.unit_price_cents * factor })
            .where('product_id', '=', mug.id)
            .where('min_quantity', '=', tier.min_quantity)
            .execute(),
        ),
      );
    await setTiers(2);
    try {
      const dearer = await totalOf();
      assert.ok(dearer > first * 1.9 && dearer < first * 2.1, `${first} -> ${dearer}`);
    } finally {
      await setTiers(1);
    }
    assert.equal(await totalOf(), first);
  });

  it("answers a reseller's new margin at once", async () => {
    const first = await totalOf();
    await withTenantSettings(t.db, 'demo-ar', { profitMultiplier: 2 }, async () => {
      assert.ok((await totalOf()) > first);
    });
    assert.equal(await totalOf(), first);
  });

  it('refuses at once a cart whose stock another buyer took', async () => {
    const variant = (cart[0]!.value as CartItemValue).id;
    const { stock } = await t.db
      .selectFrom('catalog_variants')
      .select('stock')
      .where('id', '=', variant)
      .executeTakeFirstOrThrow();
    assert.equal((await price()).statusCode, 200);
    await t.db
      .updateTable('catalog_variants')
      .set({ stock: 5 })
      .where('id', '=', variant)
      .execute();
    try {
      const refused = await price();
      assert.equal(refused.statusCode, 422, refused.body);
      assert.match(refused.json().error.message, /stock|unidades|disponible/i);
    } finally {
      await t.db.updateTable('catalog_variants').set({ stock }).where('id', '=', variant).execute();
    }
    assert.equal((await price()).statusCode, 200);
  });

  it('keeps an answer a minute at most: a design whose upload was swept is refused then', async (context) => {
    const ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    const storedName = `${randomUUID()}.png`;
    const upload = await t.db
      .insertInto('design_uploads')
      .values({
        tenant_id: ar.id,
        owner: 'user:7401',
        kind: 'design',
        stored_name: storedName,
        content_type: 'image/png',
        width_px: 1200,
        height_px: 1200,
        is_vector: 0,
        colors_json: JSON.stringify(['#c62828']),
        size_bytes: 1000,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const technique = mug.techniques.find((candidate) => candidate.code === 'serigrafia')!;
    const customised = simpleItem(mug, variantWithStock(mug, 100), 100, {
      technique: { id: technique.id, name: technique.name },
    });
    customised.value.customization = textDesign(0, [logoElement(storedName, 40, 1200)]);
    const owner = await userAccessToken(t, 'demo-ar', 7401);

    const now = Date.now();
    context.mock.timers.enable({ apis: ['Date'], now });
    const first = await price([customised], owner);
    assert.equal(first.statusCode, 200, first.body);
    // The sweep takes the upload: the catalogue's revision does not move.
    await t.db.deleteFrom('design_uploads').where('id', '=', upload.id).execute();
    assert.equal((await price([customised], owner)).body, first.body);
    context.mock.timers.tick(PRICE_MEMO_TTL_MS + 1);
    const refused = await price([customised], owner);
    assert.equal(refused.statusCode, 422, refused.body);
    assert.equal(refused.json().error.message, DESIGN_MESSAGES.missingUpload);
  });
});
