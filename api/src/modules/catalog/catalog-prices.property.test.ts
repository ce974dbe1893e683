import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import { priceLines, lineToFields } from '../pricing/index.js';
import { rulesOf } from '../pricing/index.js';
import { simpleItem } from '../pricing/test-carts.js';
import type { PricingSettings, Tenant } from '../tenants/index.js';
import { shownPrice } from './catalog-prices.js';

const TENANTS = ['demo-ar', 'demo-cl'] as const;

/**
 * One price formula: a unit price the catalogue shows for a quantity is the unit price the
 * pricing engine charges for a line of that quantity, on both demo tenants (ARS with cents,
 * without IVA; CLP in whole pesos, with IVA).
 */
describe('catalogue prices come from the pricing engine', () => {
  let t: TestApp;
  const tenants = new Map<string, Tenant>();
  const settings = new Map<string, PricingSettings>();
  before(async () => {
    t = await createTestApp();
    for (const name of TENANTS) {
      const tenant = (await t.app.tenants.getByName(name))!;
      tenants.set(name, tenant);
      settings.set(name, t.app.tenants.pricingSettings(tenant));
    }
  });
  after(() => t.close());

  it("shows, for any cost and quantity, the engine's unitSubTotal and unitTotal", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TENANTS),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.boolean(),
        (name, unitPriceCents, quantity, withTaxes) => {
          const tenant = { ...settings.get(name)!, withTaxes };
          const [line] = priceLines(
            [
              {
                type: 'ProductoSimple',
                shoppingCartUUID: 'propiedad',
                productName: 'Producto',
                parts: [{ priceTiers: [{ minQuantity: 1, unitPriceCents }], quantity }],
                application: null,
              },
            ],
            rulesOf(tenant),
          ).lines;
          const engine = lineToFields(line!, rulesOf(tenant));
          assert.equal(
            shownPrice(unitPriceCents, tenant, quantity),
            withTaxes ? engine.unitTotal : engine.unitSubTotal,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("shows each tier's unit price as the cart charges it at the tier's minimum", async () => {
    let checked = 0;
    for (const name of TENANTS) {
      const tenant = tenants.get(name)!;
      const slugs = await t.db
        .selectFrom('catalog_products')
        .select('slug')
        .where('tenant_id', '=', tenant.id)
        .orderBy('id')
        .limit(6)
        .execute();
      for (const { slug } of slugs) {
        const product = await t.app.catalog.detail(tenant, slug);
        for (const tier of product.priceTiers) {
          // The pricing call refuses more units than the stock holds.
          const variant = product.variants.find((v) => v.stock >= tier.minQuantity);
          if (!variant) continue;
          const item = simpleItem(product, variant, tier.minQuantity);
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/services/app/ShoppingCarts/GetShoppingCartProductPrice',
            headers: apiHeaders(name),
            payload: { items: [item] },
          });
          assert.equal(res.statusCode, 200, res.body);
          const charged = res.json().result[0].value;
          const expected = settings.get(name)!.withTaxes ? charged.unitTotal : charged.unitSubTotal;
          assert.equal(tier.unitPrice, expected, `${name} ${slug} x ${tier.minQuantity}`);
          checked += 1;
        }
      }
    }
    assert.ok(checked >= 12, `only ${checked} tiers could be bought`);
  });
});
