import type { PricingInputs } from '../pricing/pricing-inputs.js';
import type { CartItem, CartItemValue, PriceEntry } from '../pricing/pricing.schemas.js';

/** What a saved line is, for the server: ids, quantities, technique and design. */
function essence(item: CartItem): string {
  const values = item.type === 'ProductoSimple' ? [item.value] : item.value;
  return JSON.stringify(
    values.map((value) => [
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

const roundTo = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals;

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
 * The copy a saved cart keeps: names, pictures, technique names and the display unit price from
 * the catalogue and the server's prices, never what the client sent. A line the catalogue no
 * longer knows is kept as it was, so the buyer can still see and remove it.
 */
export function normaliseItems(
  items: CartItem[],
  inputs: PricingInputs,
  entries: PriceEntry[],
  decimals: number,
): CartItem[] {
  return items.map((item): CartItem => {
    const firstId = item.type === 'ProductoSimple' ? item.value.id : item.value[0]?.id;
    const variant = firstId === undefined ? undefined : inputs.get(firstId);
    if (!variant) return item;
    const price = entries.find((entry) => entry.shoppingCartUUID === item.shoppingCartUUID)?.value;
    const units =
      item.type === 'ProductoSimple'
        ? item.value.quantity
        : item.value.reduce((sum, line) => sum + line.quantity, 0);
    const generic: CartItem['generic'] = {
      id: variant.productId,
      external_id: variant.externalId,
      name: variant.productName,
      description: variant.productDescription,
      // Display only: what one unit of the products costs the buyer, before customisation and tax.
      price: price ? roundTo(price.basePriceWithProfit / units, decimals) : 0,
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
