/** The tenant's way of writing an amount: its decimals (`roundPrice`) and currency symbol. */
export interface MoneyFormat {
  decimals: number;
  /** `$` when not given. */
  symbol?: string;
}

/** `value` with dots between thousands and `decimals` digits after a comma: 1.234,56. */
export declare function formatNumber(value: number, decimals: number): string;

/** The symbol, a space and the number: `$ 1.234,56`. */
export declare function formatMoney(value: number, format: MoneyFormat): string;

/** The parts of a price, so the cents can be shown smaller (`cents` null without decimals). */
export declare function moneyParts(
  value: number,
  format: MoneyFormat,
): { symbol: string; whole: string; cents: string | null };
