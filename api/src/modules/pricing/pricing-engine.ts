import { centsToUnits, divideUp, FACTOR_SCALE, factorOf, scaleUnits } from './exact-money.js';
import { documentTaxes } from './document-taxes.js';
import { fromMinor, type LINE_FIELDS, type MinorAmounts } from './minor-units.js';
import type { VariantPricingInput } from './pricing-inputs.js';
import { PricingRefusal, PRICING_MESSAGES } from './pricing-messages.js';

/**
 * The pricing model of DESIGN.md section 4, as a pure function: cart lines with their catalogue
 * costs in, the spec's price fields out. Each line's price of one unit is rounded first and the
 * line is that unit price times its quantity (a buyer checks unit x quantity = total); the cart
 * total is the sum of the rounded lines. README.md says what each field means.
 */

export interface PricingRules {
  profitMultiplier: number;
  taxRate: number;
  roundPrice: number;
  usePriceWithoutMinimun: boolean;
}

export type TechniqueCosts = Pick<
  VariantPricingInput['techniques'][number],
  | 'name'
  | 'minUnitsForPrinting'
  | 'customizationUnderMinimumExtraCostCents'
  | 'setupCostCents'
  | 'unitCostCents'
  | 'costPer'
>;

export interface LineToPrice {
  type: 'ProductoSimple' | 'ProductoCurva';
  shoppingCartUUID: string;
  productName: string;
  /** One part for a simple product; one per size and colour for a curve product. */
  parts: { priceTiers: VariantPricingInput['priceTiers']; quantity: number }[];
  /** The customisation's technique, and how many colours or print areas it prints. */
  application: { technique: TechniqueCosts; colorCount: number; areaCount: number } | null;
}

export type LineAmounts = Record<(typeof LINE_FIELDS)[number], bigint>;
/** A line's or the cart's amounts as the API answers them, with the tenant's multipliers. */
export type AmountFields = Record<(typeof LINE_FIELDS)[number], number> & {
  profitMultiplier: number;
  taxMultiplier: number;
};

/**
 * One unit of a line: the line's subTotal is exactly `subTotal` times the quantity; `taxes` and
 * `total` are one unit's IVA and price with IVA as a product page shows them (the line's IVA is
 * the rate times the line's net, rounded once: document-taxes.ts).
 */
export interface UnitAmounts {
  subTotal: bigint;
  taxes: bigint;
  total: bigint;
}

export interface PricedLine {
  type: LineToPrice['type'];
  shoppingCartUUID: string;
  quantity: number;
  unit: UnitAmounts;
  amounts: LineAmounts;
}

export interface PricedCart {
  lines: PricedLine[];
  total: LineAmounts;
  rules: PricingRules;
}

/** The unit cost for a quantity: the last tier whose minimum the quantity reaches. */
function unitPriceCents(tiers: LineToPrice['parts'][number]['priceTiers'], quantity: number) {
  let price: number | null = null;
  for (const tier of tiers) if (quantity >= tier.minQuantity) price = tier.unitPriceCents;
  return price;
}

interface LineCosts {
  quantity: number;
  baseCents: bigint;
  applicationCents: bigint;
  underMinimumCents: bigint;
}

function costsOf(line: LineToPrice, rules: PricingRules): LineCosts {
  // Tiers and the printing minimum follow the line's whole quantity: a curve product's sizes
  // are one order of one design.
  const quantity = line.parts.reduce((sum, part) => sum + part.quantity, 0);
  let baseCents = 0n;
  for (const part of line.parts) {
    const unit = unitPriceCents(part.priceTiers, quantity);
    if (unit === null) throw new PricingRefusal(PRICING_MESSAGES.noPrice(line.productName));
    baseCents += BigInt(unit) * BigInt(part.quantity);
  }
  if (!line.application)
    return { quantity, baseCents, applicationCents: 0n, underMinimumCents: 0n };

  const { technique, colorCount, areaCount } = line.application;
  const times =
    technique.costPer === 'color' ? colorCount : technique.costPer === 'area' ? areaCount : 1;
  const applicationCents =
    (BigInt(technique.setupCostCents) + BigInt(technique.unitCostCents) * BigInt(quantity)) *
    BigInt(times);
  const underMinimum = quantity < technique.minUnitsForPrinting;
  if (underMinimum && !rules.usePriceWithoutMinimun)
    throw new PricingRefusal(
      PRICING_MESSAGES.underMinimum(
        line.productName,
        technique.name,
        technique.minUnitsForPrinting,
      ),
    );
  const underMinimumCents = underMinimum
    ? BigInt(technique.customizationUnderMinimumExtraCostCents)
    : 0n;
  return { quantity, baseCents, applicationCents, underMinimumCents };
}

/**
 * One unit of `quantity` that together cost `cost` (shown units): with the margin, over the
 * quantity, rounded up to the shown unit so the margin never falls under the tenant's multiplier;
 * its IVA rounded half up. The one formula of a unit price: lines and the catalogue use it.
 */
function unitAmountsOf(cost: bigint, quantity: bigint, rules: PricingRules): UnitAmounts {
  const subTotal = divideUp(cost * factorOf(rules.profitMultiplier), FACTOR_SCALE * quantity);
  const taxes = scaleUnits(subTotal, factorOf(rules.taxRate));
  return { subTotal, taxes, total: subTotal + taxes };
}

/**
 * The price of one unit of a product without customisation bought `quantity` at a time, from
 * its unit cost in cents: exactly the unit of the line the engine prices for that quantity.
 */
export function plainUnitAmounts(
  unitCostCents: number,
  quantity: number,
  rules: PricingRules,
): UnitAmounts {
  const count = BigInt(quantity);
  const cost = centsToUnits(BigInt(unitCostCents) * count, rules.roundPrice);
  return unitAmountsOf(cost, count, rules);
}

/**
 * One line: its costs rounded once; the price of one unit (costs with the margin, over the
 * quantity) rounded up to the shown unit, so the margin never falls under the tenant's multiplier;
 * the line's net is that unit price times the quantity, and its IVA the rate times that net,
 * rounded once (as an invoice computes it).
 */
function priceOf(
  costs: LineCosts,
  rules: PricingRules,
): { unit: UnitAmounts; amounts: LineAmounts } {
  const profitFactor = factorOf(rules.profitMultiplier);
  const quantity = BigInt(costs.quantity);
  const basePrice = centsToUnits(costs.baseCents, rules.roundPrice);
  const applicationCost = centsToUnits(costs.applicationCents, rules.roundPrice);
  const psmPrice = centsToUnits(costs.underMinimumCents, rules.roundPrice);
  const applicationPrice = applicationCost + psmPrice;
  const cost = basePrice + applicationPrice;
  const unit = unitAmountsOf(cost, quantity, rules);
  const subTotal = unit.subTotal * quantity;
  const taxes = documentTaxes([{ rate: rules.taxRate, net: subTotal }]).iva;
  const applicationPriceWithProfit = scaleUnits(applicationPrice, profitFactor);
  return {
    unit,
    amounts: {
      basePrice,
      basePriceWithProfit: subTotal - applicationPriceWithProfit,
      applicationCost,
      applicationPrice,
      applicationPriceWithProfit,
      psmPrice,
      psmPriceWithProfit: scaleUnits(psmPrice, profitFactor),
      profit: subTotal - cost,
      subTotal,
      taxes,
      total: subTotal + taxes,
    },
  };
}

const zero = (): LineAmounts => ({
  basePrice: 0n,
  basePriceWithProfit: 0n,
  applicationCost: 0n,
  applicationPrice: 0n,
  applicationPriceWithProfit: 0n,
  psmPrice: 0n,
  psmPriceWithProfit: 0n,
  profit: 0n,
  subTotal: 0n,
  taxes: 0n,
  total: 0n,
});

/**
 * The cart's amounts, field by field the sum of its lines' (written out: it runs on every price),
 * except its IVA: the rate times the cart's net, rounded once, as on an invoice.
 */
function sumOf(lines: PricedLine[]): LineAmounts {
  const total = zero();
  for (const { amounts } of lines) {
    total.basePrice += amounts.basePrice;
    total.basePriceWithProfit += amounts.basePriceWithProfit;
    total.applicationCost += amounts.applicationCost;
    total.applicationPrice += amounts.applicationPrice;
    total.applicationPriceWithProfit += amounts.applicationPriceWithProfit;
    total.psmPrice += amounts.psmPrice;
    total.psmPriceWithProfit += amounts.psmPriceWithProfit;
    total.profit += amounts.profit;
    total.subTotal += amounts.subTotal;
  }
  return total;
}

export function priceLines(lines: LineToPrice[], rules: PricingRules): PricedCart {
  if (rules.profitMultiplier < 1) throw new RangeError('the profit multiplier is at least 1');
  const priced = lines.map((line): PricedLine => {
    const costs = costsOf(line, rules);
    const { unit, amounts } = priceOf(costs, rules);
    const { type, shoppingCartUUID } = line;
    return { type, shoppingCartUUID, quantity: costs.quantity, unit, amounts };
  });
  const total = sumOf(priced);
  total.taxes = documentTaxes([{ rate: rules.taxRate, net: total.subTotal }]).iva;
  total.total = total.subTotal + total.taxes;
  return { lines: priced, total, rules };
}

/** A multiplier as the API shows it: exact to the six decimals it was computed with (factorOf). */
const multiplierNumber = (value: number) =>
  Math.round(value * Number(FACTOR_SCALE)) / Number(FACTOR_SCALE);

/** A line as the API answers it: its amounts, its quantity and the price of one unit. */
export function lineToFields(line: PricedLine, rules: PricingRules) {
  return Object.assign(amountsToFields(line.amounts, rules), {
    quantity: line.quantity,
    unitSubTotal: fromMinor(Number(line.unit.subTotal), rules.roundPrice),
    unitTotal: fromMinor(Number(line.unit.total), rules.roundPrice),
  });
}

/**
 * The amounts as numbers in currency units (what the API answers). Written out field by field:
 * an object built by `Object.fromEntries` is a slow dictionary to build, copy and serialise, and
 * this runs for every line of every price.
 */
export function amountsToFields(amounts: LineAmounts, rules: PricingRules): AmountFields {
  const shown = (units: bigint) => fromMinor(Number(units), rules.roundPrice);
  return {
    basePrice: shown(amounts.basePrice),
    basePriceWithProfit: shown(amounts.basePriceWithProfit),
    applicationCost: shown(amounts.applicationCost),
    applicationPrice: shown(amounts.applicationPrice),
    applicationPriceWithProfit: shown(amounts.applicationPriceWithProfit),
    psmPrice: shown(amounts.psmPrice),
    psmPriceWithProfit: shown(amounts.psmPriceWithProfit),
    profit: shown(amounts.profit),
    subTotal: shown(amounts.subTotal),
    taxes: shown(amounts.taxes),
    total: shown(amounts.total),
    profitMultiplier: multiplierNumber(rules.profitMultiplier),
    taxMultiplier: multiplierNumber(1 + rules.taxRate),
  };
}

/** The exact amounts in minor units, as numbers (what orders and quotes store and add). */
export function amountsToMinor(amounts: LineAmounts): MinorAmounts {
  return {
    basePrice: Number(amounts.basePrice),
    basePriceWithProfit: Number(amounts.basePriceWithProfit),
    applicationCost: Number(amounts.applicationCost),
    applicationPrice: Number(amounts.applicationPrice),
    applicationPriceWithProfit: Number(amounts.applicationPriceWithProfit),
    psmPrice: Number(amounts.psmPrice),
    psmPriceWithProfit: Number(amounts.psmPriceWithProfit),
    profit: Number(amounts.profit),
    subTotal: Number(amounts.subTotal),
    taxes: Number(amounts.taxes),
    total: Number(amounts.total),
  };
}
