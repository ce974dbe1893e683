import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Tenant } from '../tenants/index.js';

describe('app.catalog.pricingInputs (the pricing engine reads the catalogue through it)', () => {
  let t: TestApp;
  let ar: Tenant;
  let cl: Tenant;
  before(async () => {
    t = await createTestApp();
    ar = (await t.app.tenants.getByName('demo-ar')) as Tenant;
    cl = (await t.app.tenants.getByName('demo-cl')) as Tenant;
  });
  after(() => t.close());

  it('answers each variant with its product, cost tiers in cents and techniques', async () => {
    const mug = await t.app.catalog.detail(ar, 'taza-ceramica-clasica-11-oz');
    const red = mug.variants.find((v) => v.color?.name === 'Rojo');
    assert.ok(red);
    const inputs = await t.app.catalog.pricingInputs(ar.id, [red.id]);
    const input = inputs.get(red.id);
    assert.ok(input);
    assert.equal(input.productId, mug.id);
    assert.equal(input.sku, red.sku);
    assert.equal(input.productName, 'Taza cerámica clásica 11 oz');
    assert.equal(input.kind, 'simple');
    assert.equal(input.color, 'Rojo');
    assert.equal(input.size, null);
    assert.equal(input.stock, red.stock);
    // The demo mug costs ARS 4.200 for one unit and 0.74 of that from 500 units.
    assert.deepEqual(input.priceTiers, [
      { minQuantity: 1, unitPriceCents: 420_000 },
      { minQuantity: 50, unitPriceCents: 386_400 },
      { minQuantity: 100, unitPriceCents: 361_200 },
      { minQuantity: 250, unitPriceCents: 336_000 },
      { minQuantity: 500, unitPriceCents: 310_800 },
    ]);
    const serigrafia = input.techniques.find((tq) => tq.code === 'serigrafia');
    assert.deepEqual(serigrafia && { ...serigrafia, id: 0 }, {
      id: 0,
      code: 'serigrafia',
      name: 'Serigrafía',
      minUnitsForPrinting: 50,
      customizationUnderMinimumExtraCostCents: 2_500_000,
      setupCostCents: 1_800_000,
      unitCostCents: 35_000,
      costPer: 'color',
      maxColors: 4,
      rasterAllowed: true,
      minTextHeightMm: 2,
      minLineWidthMm: 0.3,
      palette: 'ink',
      maxImprintWidthMm: 300,
      maxImprintHeightMm: 400,
      printAreaCount: 1,
      printAreas: [{ view: 'Frente', widthMm: 80, heightMm: 60 }],
    });
    assert.equal(input.weightGrams, 350);
    assert.deepEqual(input.sizeCm, { width: 12, height: 10, depth: 9 });
  });

  it('answers every line of a curve product, each with its size and colour', async () => {
    const tee = await t.app.catalog.detail(ar, 'remera-de-algodon-peinado-24-1');
    const ids = tee.variants.map((v) => v.id);
    const inputs = await t.app.catalog.pricingInputs(ar.id, ids);
    assert.equal(inputs.size, ids.length);
    assert.ok(
      [...inputs.values()].every(
        (input) => input.kind === 'curva' && input.size !== null && input.productId === tee.id,
      ),
    );
  });

  it("leaves out unknown variants and another tenant's variants", async () => {
    const mug = await t.app.catalog.detail(cl, 'taza-ceramica-clasica-11-oz');
    const chilean = mug.variants[0]?.id ?? 0;
    const inputs = await t.app.catalog.pricingInputs(ar.id, [chilean, 999_999]);
    assert.equal(inputs.size, 0);
    const own = await t.app.catalog.pricingInputs(cl.id, [chilean, chilean]);
    assert.equal(own.size, 1);
    // CLP 2.600: the ARS price converted and rounded to tens of pesos.
    assert.equal(own.get(chilean)?.priceTiers[0]?.unitPriceCents, 260_000);
  });

  it('answers an empty map for no ids', async () => {
    assert.equal((await t.app.catalog.pricingInputs(ar.id, [])).size, 0);
  });
});
