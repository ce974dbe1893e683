/** Spanish decimals: 8.5 -> `8,5`. */
export const shown = (value: number) => String(value).replace('.', ',');

/** `8,5` or `8.5` -> 8.5; anything else NaN, which the rules refuse with their words. */
export const numberOf = (text: string) =>
  /^\d+([.,]\d+)?$/.test(text.trim()) ? Number(text.trim().replace(',', '.')) : Number.NaN;
