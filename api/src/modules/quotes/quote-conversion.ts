import type { CartItem } from '../pricing/index.js';

/**
 * What a quote's price depends on, per item in order: the variants, their quantities, the
 * technique and the design. An order at the quote's locked prices must send exactly these.
 */
function priceKeyOf(item: CartItem): string {
  const values = item.type === 'ProductoSimple' ? [item.value] : item.value;
  return JSON.stringify([
    item.type,
    values.map((value) => [
      value.id,
      value.quantity,
      value.applicationTechnique?.id ?? null,
      value.customization ?? null,
    ]),
  ]);
}

export const sameItems = (quoted: CartItem[], sent: CartItem[]) =>
  quoted.length === sent.length &&
  quoted.every((item, index) => priceKeyOf(item) === priceKeyOf(sent[index]!));

/** YYYY-MM-DD as people read it in Argentina and Chile. */
export const dayOf = (date: string) => date.split('-').reverse().join('/');
