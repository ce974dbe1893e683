import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { TAX_RATES } from '../tenants/index.js';
import {
  amountsToFields,
  priceLines,
  lineToFields,
  type LineToPrice,
  type PricingRules,
  type TechniqueCosts,
} from './pricing-engine.js';
import { LINE_FIELDS } from './minor-units.js';
import { PricingRefusal } from './pricing-messages.js';

const tiersArb = fc
  .uniqueArray(fc.integer({ min: 2, max: 5_000 }), { maxLength: 3 })
  .chain((minimums) =>
    fc.tuple(
      ...[1, ...minimums.sort((a, b) => a - b)].map((minQuantity) =>
        fc.record({ minQuantity: fc.constant(minQuantity), unitPriceCents: fc.nat(10_000_000) }),
      ),
    ),
  );

const techniqueArb: fc.Arbitrary<TechniqueCosts> = fc.record({
  name: fc.constantFrom('Serigrafía', 'Bordado', 'Láser'),
  minUnitsForPrinting: fc.integer({ min: 1, max: 500 }),
  customizationUnderMinimumExtraCostCents: fc.nat(5_000_000),
  setupCostCents: fc.nat(5_000_000),
  unitCostCents: fc.nat(100_000),
  costPer: fc.constantFrom('unit', 'color', 'area'),
});

const lineArb: fc.Arbitrary<LineToPrice> = fc.record({
  type: fc.constantFrom('ProductoSimple', 'ProductoCurva'),
  shoppingCartUUID: fc.uuid({ version: 4 }),
  productName: fc.constant('Taza'),
  parts: fc.array(
    fc.record({ priceTiers: tiersArb, quantity: fc.integer({ min: 1, max: 99_999 }) }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
  application: fc.option(
    fc.record({
      technique: techniqueArb,
      colorCount: fc.integer({ min: 1, max: 8 }),
      areaCount: fc.integer({ min: 1, max: 4 }),
    }),
  ),
});

const environmentArb = fc.constantFrom<'ARG' | 'CL'>('ARG', 'CL');
const rulesArb = (environment: 'ARG' | 'CL'): fc.Arbitrary<PricingRules> =>
  fc.record({
    profitMultiplier: fc.integer({ min: 10_000, max: 30_000 }).map((n) => n / 10_000),
    taxRate: fc.constant(TAX_RATES[environment]),
    roundPrice: environment === 'CL' ? fc.constant(0) : fc.constantFrom(0, 1, 2, 3, 4),
    usePriceWithoutMinimun: fc.constant(true),
  });

const cartArb = environmentArb.chain((environment) =>
  fc.record({
    environment: fc.constant(environment),
    rules: rulesArb(environment),
    lines: fc.array(lineArb, { maxLength: 8 }),
  }),
);

/** An answered amount back in the tenant's smallest unit; it must have no more decimals. */
const toUnits = (value: number, decimals: number): bigint => {
  const text = value.toFixed(decimals);
  assert.equal(Number(text), value, `${value} has more than ${decimals} decimals`);
  return BigInt(text.replace('.', ''));
};

describe('pricing engine properties', () => {
  test('the cart total is the sum of the rounded lines, field by field, but for its IVA', () => {
    fc.assert(
      fc.property(cartArb, ({ rules, lines }) => {
        const priced = priceLines(lines, rules);
        const total = amountsToFields(priced.total, rules);
        for (const field of LINE_FIELDS) {
          // The cart's IVA is the rate of its net, rounded once (the next test), not a sum.
          if (field === 'taxes' || field === 'total') continue;
          const sum = priced.lines.reduce(
            (acc, line) =>
              acc + toUnits(amountsToFields(line.amounts, rules)[field], rules.roundPrice),
            0n,
          );
          assert.equal(toUnits(total[field], rules.roundPrice), sum, field);
        }
      }),
    );
  });

  test('no amount is ever negative, and each line adds up', () => {
    fc.assert(
      fc.property(cartArb, ({ rules, lines }) => {
        for (const line of priceLines(lines, rules).lines) {
          const a = line.amounts;
          for (const field of LINE_FIELDS) assert.ok(a[field] >= 0n, `${field} ${a[field]}`);
          assert.equal(a.applicationPrice, a.applicationCost + a.psmPrice);
          assert.equal(a.subTotal, a.basePrice + a.applicationPrice + a.profit);
          assert.equal(a.subTotal, a.basePriceWithProfit + a.applicationPriceWithProfit);
          assert.ok(a.psmPriceWithProfit <= a.applicationPriceWithProfit);
          assert.equal(a.total, a.subTotal + a.taxes);
        }
      }),
    );
  });

  test('a line is its unit price, rounded first, times its quantity', () => {
    fc.assert(
      fc.property(cartArb, ({ rules, lines }) => {
        for (const line of priceLines(lines, rules).lines) {
          const quantity = BigInt(line.quantity);
          assert.equal(line.amounts.subTotal, line.unit.subTotal * quantity);
          // What the buyer reads: the shown net multiplies exactly, in the tenant's decimals.
          const fields = lineToFields(line, rules);
          const amounts = amountsToFields(line.amounts, rules);
          assert.equal(fields.quantity, line.quantity);
          assert.equal(
            toUnits(fields.unitSubTotal, rules.roundPrice) * quantity,
            toUnits(amounts.subTotal, rules.roundPrice),
          );
        }
      }),
    );
  });

  test('the unit price keeps the margin: within one shown unit above the exact price', () => {
    fc.assert(
      fc.property(cartArb, ({ rules, lines }) => {
        const profit = BigInt(Math.round(rules.profitMultiplier * 1_000_000));
        for (const line of priceLines(lines, rules).lines) {
          const { basePrice, applicationPrice } = line.amounts;
          // unit x quantity x 10^6 against (costs) x margin: never under, under one unit more.
          const exact = (basePrice + applicationPrice) * profit;
          const charged = line.unit.subTotal * BigInt(line.quantity) * 1_000_000n;
          assert.ok(charged >= exact, `${charged} < ${exact}`);
          assert.ok(charged - exact < BigInt(line.quantity) * 1_000_000n);
        }
      }),
    );
  });

  test("IVA is the country's rate times the net (21 % ARG, 19 % CL), rounded once", () => {
    fc.assert(
      fc.property(cartArb, ({ environment, rules, lines }) => {
        const rate = environment === 'CL' ? 19n : 21n;
        // taxes = round(net x rate / 100) half up: 2 x (taxes x 100 - net x rate) in (-100, 100].
        const isRateOfNet = ({ subTotal, taxes, total }: { [k: string]: bigint }) => {
          const twiceError = 2n * (taxes! * 100n - subTotal! * rate);
          assert.ok(twiceError > -100n && twiceError <= 100n, `IVA ${taxes} for a net ${subTotal}`);
          assert.equal(total, subTotal! + taxes!);
        };
        const priced = priceLines(lines, rules);
        // The document (the cart) and each line: never a rounded unit IVA times the quantity.
        isRateOfNet(priced.total);
        for (const line of priced.lines) {
          isRateOfNet(line.amounts);
          isRateOfNet(line.unit as unknown as { [k: string]: bigint });
          const fields = amountsToFields(line.amounts, rules);
          assert.equal(fields.taxMultiplier, environment === 'CL' ? 1.19 : 1.21);
        }
      }),
    );
  });

  test('Chilean pesos have no decimals anywhere', () => {
    fc.assert(
      fc.property(
        cartArb.filter(({ environment }) => environment === 'CL'),
        ({ rules, lines }) => {
          const priced = priceLines(lines, rules);
          for (const amounts of [...priced.lines.map((line) => line.amounts), priced.total]) {
            const fields = amountsToFields(amounts, rules);
            for (const field of LINE_FIELDS) assert.ok(Number.isInteger(fields[field]), field);
          }
        },
      ),
    );
  });

  test('under the printing minimum the line pays the extra cost; at or above it, nothing', () => {
    fc.assert(
      fc.property(lineArb, rulesArb('ARG'), (line, rules) => {
        const quantity = line.parts.reduce((sum, part) => sum + part.quantity, 0);
        const [priced] = priceLines([line], { ...rules, roundPrice: 2 }).lines;
        const under = line.application && quantity < line.application.technique.minUnitsForPrinting;
        const expected = under
          ? BigInt(line.application?.technique.customizationUnderMinimumExtraCostCents ?? 0)
          : 0n;
        assert.equal(priced?.amounts.psmPrice, expected);
      }),
    );
  });

  test('a shop that does not sell under the minimum refuses such a line with its reason', () => {
    fc.assert(
      fc.property(lineArb, rulesArb('CL'), (line, rules) => {
        const quantity = line.parts.reduce((sum, part) => sum + part.quantity, 0);
        const strictRules = { ...rules, usePriceWithoutMinimun: false };
        const minimum = line.application?.technique.minUnitsForPrinting ?? 0;
        if (line.application && quantity < minimum) {
          assert.throws(
            () => priceLines([line], strictRules),
            (error: unknown) =>
              error instanceof PricingRefusal && error.message.includes(`mínimo es de ${minimum}`),
          );
        } else {
          assert.equal(priceLines([line], strictRules).lines.length, 1);
        }
      }),
    );
  });
});

describe('pricing engine examples', () => {
  const mugs = (quantity: number): LineToPrice => ({
    type: 'ProductoSimple',
    shoppingCartUUID: '5f3d2c1b-0a9e-4d8c-b7a6-f5e4d3c2b1a0',
    productName: 'Taza',
    parts: [
      {
        quantity,
        priceTiers: [
          { minQuantity: 1, unitPriceCents: 150_000 },
          { minQuantity: 50, unitPriceCents: 120_000 },
        ],
      },
    ],
    application: {
      colorCount: 2,
      areaCount: 1,
      technique: {
        name: 'Serigrafía',
        minUnitsForPrinting: 100,
        customizationUnderMinimumExtraCostCents: 500_000,
        setupCostCents: 1_500_000,
        unitCostCents: 8_000,
        costPer: 'color',
      },
    },
  });
  const argentina: PricingRules = {
    profitMultiplier: 1.35,
    taxRate: 0.21,
    roundPrice: 2,
    usePriceWithoutMinimun: true,
  };

  test('60 mugs printed in two colours, under the minimum of 100, in Argentina', () => {
    const [line] = priceLines([mugs(60)], argentina).lines;
    assert.deepEqual(lineToFields(line!, argentina), {
      basePrice: 72_000, // 60 x $1.200 (the tier from 50 units)
      applicationCost: 39_600, // ($15.000 setup + 60 x $80) x 2 colours
      psmPrice: 5_000,
      applicationPrice: 44_600,
      subTotal: 157_410, // ($72.000 + $44.600) x 1,35
      basePriceWithProfit: 97_200,
      applicationPriceWithProfit: 60_210,
      psmPriceWithProfit: 6_750,
      profit: 40_810,
      taxes: 33_056.1, // 21 % of $157.410 (not 60 x $550,94, the rounded IVA of one mug)
      total: 190_466.1,
      profitMultiplier: 1.35,
      taxMultiplier: 1.21,
      quantity: 60,
      unitSubTotal: 2_623.5,
      unitTotal: 3_174.44,
    });
  });

  test('100 units whose exact price is not a whole peso: the rounded unit price times 100', () => {
    const chile: PricingRules = { ...argentina, taxRate: 0.19, roundPrice: 0 };
    const line: LineToPrice = {
      ...mugs(100),
      application: null,
      // $1.097,37 a unit at cost: with the margin $1.481,4495, IVA included $1.762,92...
      parts: [{ quantity: 100, priceTiers: [{ minQuantity: 1, unitPriceCents: 109_737 }] }],
    };
    const [priced] = priceLines([line], chile).lines;
    const unit = lineToFields(priced!, chile);
    const fields = amountsToFields(priced!.amounts, chile);
    assert.equal(fields.basePrice, 109_737);
    assert.equal(unit.unitSubTotal, 1_482); // $148.144,95 with the margin over 100 units, rounded up
    assert.equal(unit.unitTotal, 1_764); // + $282 of IVA: one mug as a product page shows it
    assert.equal(fields.subTotal, 148_200);
    assert.equal(fields.taxes, 28_158); // 19 % of $148.200 exactly, not 100 x $282
    assert.equal(fields.total, 176_358);
  });

  test('Chilean pesos round half up once per line', () => {
    const chile: PricingRules = {
      ...argentina,
      profitMultiplier: 1.3,
      taxRate: 0.19,
      roundPrice: 0,
    };
    const line: LineToPrice = {
      ...mugs(1),
      application: null,
      parts: [{ quantity: 1, priceTiers: [{ minQuantity: 1, unitPriceCents: 999_950 }] }],
    };
    const fields = amountsToFields(priceLines([line], chile).total, chile);
    assert.equal(fields.basePrice, 10_000); // $9.999,50 rounds up to $10.000
    assert.equal(fields.subTotal, 13_000);
    assert.equal(fields.taxes, 2_470);
    assert.equal(fields.total, 15_470);
  });
});
