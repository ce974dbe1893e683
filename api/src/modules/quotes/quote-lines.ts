import { itemDesignMissing } from '@store/contracts/design-rules';
import type { CartItem, PriceEntry } from '../pricing/index.js';
import type { QuoteAmounts, QuoteLine } from './quotes.schemas.js';

type PriceFields = PriceEntry['value'];

/**
 * The engine's fields as the quote shows them. Differences are taken in whole minor units, so
 * base + application + under-minimum is exactly the subtotal the engine answered.
 */
export function amountsOf(value: PriceFields, decimals: number): QuoteAmounts {
  const scale = 10 ** decimals;
  const minor = (amount: number) => Math.round(amount * scale);
  const major = (amount: number) => amount / scale;
  const underMinimum = minor(value.psmPriceWithProfit);
  return {
    base: major(minor(value.basePriceWithProfit)),
    application: major(minor(value.applicationPriceWithProfit) - underMinimum),
    underMinimum: major(underMinimum),
    subTotal: major(minor(value.subTotal)),
    taxes: major(minor(value.taxes)),
    total: major(minor(value.total)),
  };
}

/**
 * The quote's lines from the catalogue copies of its items (names and pictures, as the cart
 * module rewrites them) and the engine's amounts.
 */
export function quoteLinesOf(
  items: CartItem[],
  entries: PriceEntry[],
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
