// How an amount is written wherever a buyer reads it (pages, PDFs, e-mails): German number format
// (1.234,56) with the tenant's decimals (`roundPrice`) and currency symbol. Plain ESM so the pages
// and the API run the same code.
//
// Written by hand rather than with `Intl.NumberFormat`: a page's first formatter loads the
// engine's locale data, 15 to 25 ms of the main thread while the page hydrates (a long task on a
// phone), and `style: 'currency'` would put the symbol after the number anyway. It rounds as ICU
// does (half up, on the shortest decimal that reads back as the number); an amount that rounds to
// zero has no sign, as with `Intl`'s `signDisplay: 'negative'`.

/** A dot between each group of three digits, from the right. */
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * The whole and fraction digits of `magnitude` (>= 0) rounded half up to `decimals`, from the
 * shortest decimal that reads back as the number (what JSON sent: 1.005 is "1.005", so 1.01).
 */
function roundedDigits(magnitude, decimals) {
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

export function formatNumber(value, decimals) {
  const [whole, fraction] = roundedDigits(Math.abs(value), decimals);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${whole.replace(THOUSANDS, '.')}${decimals > 0 ? `,${fraction}` : ''}`;
}

export function formatMoney(value, { decimals, symbol = '$' }) {
  return `${symbol} ${formatNumber(value, decimals)}`;
}

export function moneyParts(value, { decimals, symbol = '$' }) {
  const text = formatNumber(value, decimals);
  const [whole = text, cents = null] = decimals > 0 ? text.split(',') : [text, null];
  return { symbol, whole, cents };
}
