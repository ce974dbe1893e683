import { AppError } from '../../http/errors.js';
import type { PriceEntry } from '@store/contracts/wire/pricing';

/**
 * Money between the tenant's minor units and the decimal numbers the API answers: the one
 * conversion every server caller uses (orders, quotes, invoices, their PDFs, shipping, payments).
 * Minor units are integers of the smallest unit the tenant shows, 10^-decimals of the currency:
 * cents in Argentina (decimals 2), whole pesos in Chile (decimals 0). Server code keeps and adds
 * minor units; a decimal number exists only at the edge (a JSON answer, a PDF, a provider's API,
 * an amount staff type, a log line).
 */

/** 10^0 to 10^4: the decimals a tenant may show (`roundPrice`). */
const SCALES: readonly number[] = [1, 10, 100, 1000, 10000];

function scaleOf(decimals: number): number {
  const scale = SCALES[decimals];
  if (scale === undefined) throw new RangeError(`invalid decimals ${decimals}`);
  return scale;
}

/**
 * A decimal amount (an API number, a carrier's tariff, a stored price entry) in minor units.
 * Exact for any amount written with at most `decimals` decimals: the product is within a
 * rounding error of an integer, and rounding takes it there.
 */
export function toMinor(amount: number, decimals: number): number {
  return Math.round(amount * scaleOf(decimals));
}

/** Minor units as the decimal number the API answers: the double nearest the exact amount. */
export function fromMinor(units: number, decimals: number): number {
  return units / scaleOf(decimals);
}

/** The money fields of a priced line and of the cart total (README.md, "The model"). */
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

/** An amount staff typed ("1500,50"), in minor units; a clear Spanish 422 when it is not one. */
export function minorUnitsOf(amount: string, decimals: number): number {
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(amount.trim());
  if (!match)
    throw AppError.unprocessable('Escriba el importe con números, por ejemplo 1500,50.', 'amount');
  const fraction = match[2] ?? '';
  if (fraction.length > decimals)
    throw AppError.unprocessable(
      decimals === 0
        ? 'El importe va sin decimales en esta tienda.'
        : `El importe lleva a lo sumo ${decimals} decimales.`,
      'amount',
    );
  // Whole part and fraction as integers: no binary fraction is ever rounded here.
  return Number(match[1]) * scaleOf(decimals) + Number(fraction.padEnd(decimals, '0') || 0);
}

/** Minor units for people in messages and logs: "$ 1.500,50". */
export const formatMinor = (units: number, decimals: number): string =>
  `$ ${fromMinor(units, decimals).toLocaleString('de-DE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })}`;

/** A priced line's or the cart total's amounts in minor units (integers). */
export type MinorAmounts = Record<(typeof LINE_FIELDS)[number], number>;

/** One entry of a price in minor units, beside the engine's `PriceEntry` of the same item. */
export interface MinorEntry {
  type: PriceEntry['type'];
  shoppingCartUUID: string | null;
  value: MinorAmounts;
}

/**
 * A stored price (a quote's locked `PriceEntry`s, kept as the API answered them) back in minor
 * units: what the engine computed, exactly, since each number came from minor units.
 */
export function minorOfFields(fields: PriceEntry['value'], decimals: number): MinorAmounts {
  const minor = {} as MinorAmounts;
  for (const field of LINE_FIELDS) minor[field] = toMinor(fields[field], decimals);
  return minor;
}

/** `minorOfFields` for every entry of a stored price. */
export const minorOfEntries = (entries: PriceEntry[], decimals: number): MinorEntry[] =>
  entries.map((entry) => ({
    type: entry.type,
    shoppingCartUUID: entry.shoppingCartUUID,
    value: minorOfFields(entry.value, decimals),
  }));
