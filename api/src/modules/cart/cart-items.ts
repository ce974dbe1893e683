import { AppError } from '../../http/errors.js';
import type { PricingInputs } from '../pricing/index.js';
import type { CartItem, CartItemValue, PriceEntry } from '../pricing/index.js';

/** What a line's free-form parts (its design, its quote data) may take once stored. */
export const MAX_LINE_JSON_BYTES = 64 * 1024;

export const CART_ITEM_MESSAGES = {
  duplicateLine:
    'El carrito tiene dos productos con el mismo identificador y no se guardó. Recargar la página lo corrige.',
  designTooLarge: 'El diseño de un producto del carrito es demasiado grande para guardarlo.',
} as const;

const linesOf = (item: CartItem): CartItemValue[] =>
  item.type === 'ProductoSimple' ? [item.value] : item.value;

/**
 * Refuses (400) what cannot be kept as sent: two lines under one shoppingCartUUID (prices,
 * changes and files are matched by it, so a second copy could pass as the first), and designs
 * or quote data too large to store. Nesting depth is limited for every request
 * (http/request-data.ts).
 */
export function assertStorable(items: CartItem[]): void {
  const ids = items.flatMap((item) => [
    item.shoppingCartUUID,
    ...(item.type === 'ProductoCurva' ? item.value.map((line) => line.shoppingCartUUID) : []),
  ]);
  if (new Set(ids.map((id) => id.toLowerCase())).size !== ids.length)
    throw AppError.badRequest(CART_ITEM_MESSAGES.duplicateLine, 'shoppingCartUUID');
  for (const item of items) {
    const parts = [item.quoteInfo, ...linesOf(item).map((line) => line.customization)];
    if (parts.some((part) => Buffer.byteLength(JSON.stringify(part) ?? '') > MAX_LINE_JSON_BYTES))
      throw AppError.badRequest(CART_ITEM_MESSAGES.designTooLarge, 'customization');
  }
}

/** What a saved line is, for the server: ids, quantities, technique and design. */
function essence(item: CartItem): string {
  return JSON.stringify(
    linesOf(item).map((value) => [
      value.id,
      value.quantity,
      value.applicationTechnique?.id ?? null,
      value.customization ?? null,
    ]),
  );
}

/** The items of `next` that are new, or changed since `saved` (a removal changes nothing kept). */
export function changedItems(saved: CartItem[], next: CartItem[]): CartItem[] {
  const before = new Map(saved.map((item) => [item.shoppingCartUUID, essence(item)]));
  return next.filter((item) => before.get(item.shoppingCartUUID) !== essence(item));
}

/**
 * The lines to keep when the cart cannot be priced: the rebuilt copy of each changed line, and
 * for every other line the server's own saved copy (the same order, whatever display fields the
 * client sent along with it).
 */
export function keptItems(saved: CartItem[], next: CartItem[], rebuilt: CartItem[]): CartItem[] {
  const copies = new Map([...saved, ...rebuilt].map((item) => [item.shoppingCartUUID, item]));
  return next.map((item) => copies.get(item.shoppingCartUUID) ?? item);
}

function withCatalogue(value: CartItemValue, inputs: PricingInputs): CartItemValue {
  const variant = inputs.get(value.id);
  if (!variant) return value;
  const technique = variant.techniques.find((t) => t.id === value.applicationTechnique?.id);
  return {
    ...value,
    sku: variant.sku,
    color: variant.color,
    size: variant.size,
    featuredImg: variant.featuredImg,
    isCustomizable: technique !== undefined,
    applicationTechnique: technique ? { id: technique.id, name: technique.name } : null,
  };
}

/**
 * The copy a saved cart keeps: names, pictures, SKUs, colours and technique names from the
 * catalogue and the under-minimum surcharge from the server's prices, never what the client sent
 * (a display price it sends is dropped). Only priced lines come here, so the catalogue knows each
 * of them.
 */
export function normaliseItems(
  items: CartItem[],
  inputs: PricingInputs,
  entries: PriceEntry[],
): CartItem[] {
  return items.map((item): CartItem => {
    const firstId = item.type === 'ProductoSimple' ? item.value.id : item.value[0]?.id;
    const variant = firstId === undefined ? undefined : inputs.get(firstId);
    if (!variant) return item;
    const price = entries.find((entry) => entry.shoppingCartUUID === item.shoppingCartUUID)?.value;
    const generic: CartItem['generic'] = {
      id: variant.productId,
      external_id: variant.externalId,
      name: variant.productName,
      description: variant.productDescription,
      printing_types: variant.techniques.map((t) => ({ id: t.id, name: t.name })),
      customization_under_minimum_extra_cost: price?.psmPriceWithProfit ?? 0,
      featured_img: variant.featuredImg,
    };
    if (item.type === 'ProductoSimple')
      return { ...item, generic, value: withCatalogue(item.value, inputs) };
    return {
      ...item,
      generic,
      value: item.value.map((line) => ({
        ...line,
        ...withCatalogue(line, inputs),
        genericShoppingCartUUID: item.shoppingCartUUID,
      })),
    };
  });
}
