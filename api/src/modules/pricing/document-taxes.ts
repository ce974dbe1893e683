import { divideHalfUp, FACTOR_SCALE, factorOf, scaleUnits } from './exact-money.js';

/**
 * IVA the way an invoice computes it (issue 30): per rate, the rate times the sum of the nets
 * taxed at that rate, rounded once to the tenant's shown unit (cents in Argentina, whole pesos in
 * Chile). Every document the buyer sees (cart, checkout, quote, order, their PDFs and e-mails)
 * and every invoice takes its IVA from here; nothing multiplies a rounded unit IVA by a quantity.
 * Amounts are integer counts of the tenant's shown unit (exact-money.ts).
 */

/** A net amount and the IVA rate it is taxed at (0.21, 0.105, 0.19 ...). */
export interface TaxedNet {
  rate: number;
  net: bigint;
}

export interface RateTaxes {
  rate: number;
  net: bigint;
  iva: bigint;
}

export interface DocumentTaxes {
  /** One entry per rate, in the order the rates first appear. */
  byRate: RateTaxes[];
  net: bigint;
  iva: bigint;
  total: bigint;
}

/** The document's IVA: the nets grouped by rate, each group's IVA rounded (half up) once. */
export function documentTaxes(nets: readonly TaxedNet[]): DocumentTaxes {
  const groups = new Map<number, bigint>();
  for (const { rate, net } of nets) {
    if (net < 0n) throw new RangeError('a net amount is never negative');
    groups.set(rate, (groups.get(rate) ?? 0n) + net);
  }
  const byRate = [...groups].map(([rate, net]) => ({
    rate,
    net,
    iva: scaleUnits(net, factorOf(rate)),
  }));
  const net = byRate.reduce((sum, group) => sum + group.net, 0n);
  const iva = byRate.reduce((sum, group) => sum + group.iva, 0n);
  return { byRate, net, iva, total: net + iva };
}

/**
 * The net of an amount quoted with IVA included (a carrier's rate table), rounded half up once:
 * the shipping enters the document as a net line like the products.
 */
export function netOfGross(gross: bigint, rate: number): bigint {
  if (gross < 0n) throw new RangeError('a gross amount is never negative');
  return divideHalfUp(gross * FACTOR_SCALE, FACTOR_SCALE + factorOf(rate));
}

/** What an order charges, in the tenant's minor units (numbers: how the order stores them). */
export interface OrderFigures {
  /** The products and their customisation, without IVA (the cart's `subTotal`). */
  productsNet: number;
  /** The shipping without IVA (its quote, IVA included, through `netOfGross`). */
  shippingNet: number;
  /** IVA per rate on the products' and the shipping's nets together. */
  byRate: { rate: number; net: number; iva: number }[];
  iva: number;
  total: number;
}

/**
 * An order's (or a checkout's) figures: the products' net and the shipping's net at the tenant's
 * rate, one IVA per rate on their sum, the total their sum. The one function the checkout's
 * summary, the order, its documents and its invoice read.
 */
export function orderFigures(input: {
  productsNet: number;
  shippingGross: number;
  rate: number;
}): OrderFigures {
  const productsNet = BigInt(input.productsNet);
  const shippingNet = netOfGross(BigInt(input.shippingGross), input.rate);
  const taxes = documentTaxes([
    { rate: input.rate, net: productsNet },
    { rate: input.rate, net: shippingNet },
  ]);
  return {
    productsNet: Number(productsNet),
    shippingNet: Number(shippingNet),
    byRate: taxes.byRate.map((group) => ({
      rate: group.rate,
      net: Number(group.net),
      iva: Number(group.iva),
    })),
    iva: Number(taxes.iva),
    total: Number(taxes.total),
  };
}
