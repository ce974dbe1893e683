import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.js';
import type { Tenant } from '../tenants/index.js';
import { curveItem, simpleItem } from './test-carts.js';

/**
 * Whatever a client sends to the pricing call, it answers a price, a refusal with the field at
 * fault (400) or a business reason (422): never a server error.
 */
describe('GetShoppingCartProductPrice under arbitrary input', () => {
  let t: TestApp;
  let validItems: unknown[];
  before(async () => {
    t = await createTestApp();
    const ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const tee = await t.app.catalog.detail(ar, 'remera-de-algodon-peinado-24-1');
    validItems = [
      simpleItem(mug, mug.variants[0]!, 10),
      curveItem(tee, [
        [tee.variants[0]!, 3],
        [tee.variants[1]!, 2],
      ]),
    ];
  });
  after(() => t.close());

  /** A valid item with one field somewhere replaced by an arbitrary value. */
  const mutated = () =>
    fc
      .tuple(
        fc.nat(),
        fc.constantFrom('type', 'shoppingCartUUID', 'value', 'generic', 'quoteInfo', 'extra'),
        fc.constantFrom(null, 'id', 'quantity', 'applicationTechnique', 'customization', 'sku'),
        fc.anything({ maxDepth: 2 }),
      )
      .map(([index, key, inner, replacement]) => {
        const item = structuredClone(validItems[index % validItems.length]) as Record<
          string,
          unknown
        >;
        const target = item[key];
        if (inner && target && typeof target === 'object' && !Array.isArray(target))
          (target as Record<string, unknown>)[inner] = replacement;
        else item[key] = replacement;
        return item;
      });

  it('never answers a server error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.array(mutated(), { maxLength: 3 }).map((items) => ({ items })),
          fc.anything({ maxDepth: 3 }),
        ),
        async (body) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/services/app/ShoppingCarts/GetShoppingCartProductPrice',
            headers: { ...apiHeaders('demo-ar'), 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          assert.ok([200, 400, 422].includes(res.statusCode), `${res.statusCode}: ${res.body}`);
          if (res.statusCode !== 200) assert.equal(typeof res.json().error.message, 'string');
        },
      ),
      { numRuns: 150 },
    );
  });
});
