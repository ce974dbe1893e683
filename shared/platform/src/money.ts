/**
 * Prices on screen: German number format (1.234,56) with the tenant's decimals (`roundPrice`)
 * and currency symbol. `Intl` with `style: 'currency'` would put the symbol after the number.
 */
export interface MoneyFormat {
  decimals: number;
  symbol?: string;
}

const formatters = new Map<number, Intl.NumberFormat>();
function formatter(decimals: number): Intl.NumberFormat {
  let found = formatters.get(decimals);
  if (!found) {
    found = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, found);
  }
  return found;
}

export function formatNumber(value: number, decimals: number): string {
  return formatter(decimals).format(value);
}

export function formatMoney(value: number, { decimals, symbol = '$' }: MoneyFormat): string {
  return `${symbol} ${formatNumber(value, decimals)}`;
}

/** The parts of a price, so the cents can be shown smaller. */
export function moneyParts(value: number, { decimals, symbol = '$' }: MoneyFormat) {
  const text = formatNumber(value, decimals);
  const [whole = text, cents = null] = decimals > 0 ? text.split(',') : [text, null];
  return { symbol, whole, cents };
}
