import { centsToUnits, FACTOR_SCALE, factorOf, scaleUnits, unitsToNumber } from './exact-money.js';
import type { VariantPricingInput } from './pricing-inputs.js';
import { PricingRefusal, PRICING_MESSAGES } from './pricing-messages.js';

/**
 * The pricing model of DESIGN.md section 4, as a pure function: cart lines with their catalogue
 * costs in, the spec's price fields out, each line rounded to the tenant's decimals and the cart
 * total the sum of the rounded lines. README.md says what each field means.
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

export const LINE_FIELDS = [
  'basePrice',
  'basePriceWithProfit',
  'applicationCost',
  'applicationPrice',
  'applicationPriceWithProfit',
  'psmPrice',
  'psmPriceWithProfit',
  'profit',
  'subTotal',
  'taxes',
  'total',
] as const;
export type LineAmounts = Record<(typeof LINE_FIELDS)[number], bigint>;

export interface PricedLine {
  type: LineToPrice['type'];
  shoppingCartUUID: string;
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
  if (!line.application) return { baseCents, applicationCents: 0n, underMinimumCents: 0n };

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
  return { baseCents, applicationCents, underMinimumCents };
}

/** One line's fields: every amount rounded once, the derived ones exact sums or differences. */
function amountsOf(costs: LineCosts, rules: PricingRules): LineAmounts {
  const profitFactor = factorOf(rules.profitMultiplier);
  const taxFactor = factorOf(rules.taxRate);
  const basePrice = centsToUnits(costs.baseCents, rules.roundPrice);
  const applicationCost = centsToUnits(costs.applicationCents, rules.roundPrice);
  const psmPrice = centsToUnits(costs.underMinimumCents, rules.roundPrice);
  const applicationPrice = applicationCost + psmPrice;
  const cost = basePrice + applicationPrice;
  const subTotal = scaleUnits(cost, profitFactor);
  const applicationPriceWithProfit = scaleUnits(applicationPrice, profitFactor);
  const taxes = scaleUnits(subTotal, taxFactor);
  return {
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
  };
}

const zero = (): LineAmounts =>
  Object.fromEntries(LINE_FIELDS.map((field) => [field, 0n])) as LineAmounts;

export function priceLines(lines: LineToPrice[], rules: PricingRules): PricedCart {
  if (rules.profitMultiplier < 1) throw new RangeError('the profit multiplier is at least 1');
  const priced = lines.map((line) => ({
    type: line.type,
    shoppingCartUUID: line.shoppingCartUUID,
    amounts: amountsOf(costsOf(line, rules), rules),
  }));
  const total = zero();
  for (const line of priced) for (const field of LINE_FIELDS) total[field] += line.amounts[field];
  return { lines: priced, total, rules };
}

/** A multiplier as the API shows it: exact to the six decimals it was computed with. */
const multiplierNumber = (value: number) => Number(factorOf(value)) / Number(FACTOR_SCALE);

/** The amounts as numbers in currency units (what the API answers). */
export function amountsToFields(amounts: LineAmounts, rules: PricingRules) {
  const fields = Object.fromEntries(
    LINE_FIELDS.map((field) => [field, unitsToNumber(amounts[field], rules.roundPrice)]),
  ) as Record<(typeof LINE_FIELDS)[number], number>;
  return {
    ...fields,
    profitMultiplier: multiplierNumber(rules.profitMultiplier),
    taxMultiplier: multiplierNumber(1 + rules.taxRate),
  };
}
