// How an amount is written wherever a buyer reads it (pages, PDFs, e-mails): German number format
// (1.234,56) with the tenant's decimals (`roundPrice`) and currency symbol. The pages and the API
// run the same code.
//
// Written by hand rather than with `Intl.NumberFormat`: a page's first formatter loads the
// engine's locale data, 15 to 25 ms of the main thread while the page hydrates (a long task on a
// phone), and `style: 'currency'` would put the symbol after the number anyway. It rounds as ICU
// does (half up, on the shortest decimal that reads back as the number); an amount that rounds to
// zero has no sign, as with `Intl`'s `signDisplay: 'negative'`.

/** The tenant's way of writing an amount: its decimals (`roundPrice`) and currency symbol. */
export interface MoneyFormat {
  decimals: number;
  /** `$` when not given. */
  symbol?: string;
}

/** A dot between each group of three digits, from the right. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * The whole and fraction digits of `magnitude` (>= 0) rounded half up to `decimals`, from the
 * shortest decimal that reads back as the number (what JSON sent: 1.005 is "1.005", so 1.01).
 */
function roundedDigits(magnitude: number, decimals: number): [string, string] {
  const text = String(magnitude);
  if (text.includes('e')) {
    // Below a millionth or beyond 10^21: not an amount of money; the binary value's rounding.
    const [whole = '0', fraction = ''] = magnitude.toFixed(decimals).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5')
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  return [digits.slice(0, digits.length - decimals) || '0', digits.slice(digits.length - decimals)];
}

/** `value` with dots between thousands and `decimals` digits after a comma: 1.234,56. */
export function formatNumber(value: number, decimals: number): string {
  const [whole, fraction] = roundedDigits(Math.abs(value), decimals);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${whole.replace(THOUSANDS, '.')}${decimals > 0 ? `,${fraction}` : ''}`;
}

/** The symbol, a space and the number: `$ 1.234,56`. */
export function formatMoney(value: number, { decimals, symbol = '$' }: MoneyFormat): string {
  return `${symbol} ${formatNumber(value, decimals)}`;
}

/** The parts of a price, so the cents can be shown smaller (`cents` null without decimals). */
export function moneyParts(
  value: number,
  { decimals, symbol = '$' }: MoneyFormat,
): { symbol: string; whole: string; cents: string | null } {
  const text = formatNumber(value, decimals);
  const [whole = text, cents = null]: (string | null)[] =
    decimals > 0 ? text.split(',') : [text, null];
  return { symbol, whole: whole ?? text, cents };
}
