/**
 * Exact money for the pricing engine (DESIGN.md section 4): amounts are BigInt counts of the
 * smallest unit the tenant shows (10^-roundPrice of the currency), factors such as a profit
 * multiplier of 1.35 are integers over FACTOR_SCALE, and every division rounds half up once.
 * Nothing here ever adds binary floats.
 */

/** Six decimals for multipliers and tax rates: 1.35 -> 1_350_000n. */
export const FACTOR_SCALE = 1_000_000n;

/** The catalogue keeps costs in hundredths of the currency unit, for ARS and CLP alike. */
const CENTS_PER_UNIT = 100n;

/** `numerator / denominator` rounded half up; both non-negative, the denominator positive. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('divideHalfUp takes n >= 0, d > 0');
  return (2n * numerator + denominator) / (2n * denominator);
}

/** `numerator / denominator` rounded up; both non-negative, the denominator positive. */
export function divideUp(numerator: bigint, denominator: bigint): bigint {
  if (numerator < 0n || denominator <= 0n) throw new RangeError('divideUp takes n >= 0, d > 0');
  return (numerator + denominator - 1n) / denominator;
}

/** A decimal factor (a multiplier or a rate) as an exact integer over FACTOR_SCALE. */
export function factorOf(value: number): bigint {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`invalid factor ${value}`);
  return BigInt(Math.round(value * Number(FACTOR_SCALE)));
}

/** The tenant's rounding: how many minor units make one currency unit (10^decimals). */
export function unitsPerCurrency(decimals: number): bigint {
  const units = UNITS_PER_CURRENCY[decimals];
  if (units === undefined) throw new RangeError(`invalid decimals ${decimals}`);
  return units;
}

/** 10^0 to 10^4, made once: every amount of every price converts through them. */
const UNITS_PER_CURRENCY: readonly bigint[] = [1n, 10n, 100n, 1000n, 10000n];

/** An exact amount in cents, rounded (half up) to the tenant's decimals. */
export function centsToUnits(cents: bigint, decimals: number): bigint {
  return divideHalfUp(cents * unitsPerCurrency(decimals), CENTS_PER_UNIT);
}

/** `units x factor`, rounded half up to the same units. */
export function scaleUnits(units: bigint, factor: bigint): bigint {
  return divideHalfUp(units * factor, FACTOR_SCALE);
}
