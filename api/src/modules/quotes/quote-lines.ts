import { itemDesignMissing } from '@store/contracts/design-rules';
import { fromMinor, type MinorAmounts, type MinorEntry } from '../pricing/index.js';
import type { CartItem } from '../pricing/index.js';
import type { QuoteAmounts, QuoteLine } from '@store/contracts/wire/quotes';

/**
 * The engine's amounts (minor units) as the quote shows them. Differences are taken in minor
 * units, so base + application + under-minimum is exactly the subtotal the engine answered.
 */
export function amountsOf(value: MinorAmounts, decimals: number): QuoteAmounts {
  const major = (units: number) => fromMinor(units, decimals);
  return {
    base: major(value.basePriceWithProfit),
    application: major(value.applicationPriceWithProfit - value.psmPriceWithProfit),
    underMinimum: major(value.psmPriceWithProfit),
    subTotal: major(value.subTotal),
    taxes: major(value.taxes),
    total: major(value.total),
  };
}

/**
 * The quote's lines from the catalogue copies of its items (names and pictures, as the cart
 * module rewrites them) and the engine's amounts.
 */
export function quoteLinesOf(
  items: CartItem[],
  entries: MinorEntry[],
  decimals: number,
): QuoteLine[] {
  return items.map((item) => {
    const values = item.type === 'ProductoSimple' ? [item.value] : item.value;
    const first = values[0];
    const entry = entries.find((e) => e.shoppingCartUUID === item.shoppingCartUUID);
    if (!entry) throw new Error(`quote line ${item.shoppingCartUUID} was not priced`);
    return {
      shoppingCartUUID: item.shoppingCartUUID,
      type: item.type,
      productName: item.generic.name,
      externalId: item.generic.external_id,
      image: first?.featuredImg ?? item.generic.featured_img,
      render: first?.customizationRender ?? null,
      technique: first?.applicationTechnique?.name ?? null,
      variants: values.map((value) => ({
        sku: value.sku,
        color: value.color,
        size: value.size,
        quantity: value.quantity,
      })),
      quantity: values.reduce((sum, value) => sum + value.quantity, 0),
      amounts: amountsOf(entry.value, decimals),
      designMissing: itemDesignMissing(item),
    };
  });
}
