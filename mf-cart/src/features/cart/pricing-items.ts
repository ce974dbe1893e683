import type { CartItem, CartItemValue, PricingItem, PricingItemValue } from '@store/contracts';

function valueForPricing({
  id,
  quantity,
  applicationTechnique,
  customization,
}: CartItemValue): PricingItemValue {
  return {
    id,
    quantity,
    ...(applicationTechnique ? { applicationTechnique } : {}),
    ...(customization != null ? { customization } : {}),
  };
}

/**
 * Cart items cleaned of what the pricing call never reads (pictures, descriptions, SKUs, colour
 * and size names, display prices): the body the cart sends on every change and every product
 * page sends for its live price.
 */
export function itemsForPricing(items: CartItem[]): PricingItem[] {
  return items.map((item) => {
    const generic = { name: item.generic.name };
    const { type, shoppingCartUUID } = item;
    if (type === 'ProductoSimple')
      return { type, shoppingCartUUID, generic, value: valueForPricing(item.value) };
    return {
      type,
      shoppingCartUUID,
      generic,
      value: item.value.map((line) => ({
        ...valueForPricing(line),
        shoppingCartUUID: line.shoppingCartUUID,
      })),
    };
  });
}
