import type { MinorEntry } from '../pricing/index.js';
import type { PricingInputs, VariantPricingInput } from '../pricing/index.js';
import type { CartItem } from '../pricing/index.js';

/** An order line in minor units: priceBase + priceAplication + tax = total, exactly. */
export interface BuiltLine {
  variantId: number;
  productId: number;
  productName: string;
  variantName: string;
  sku: string;
  quantity: number;
  hasProductBuilding: boolean;
  customization: unknown;
  images: string[];
  priceBase: number;
  priceApplication: number;
  tax: number;
  total: number;
  /** What rebuilds the cart item (reorder): its type and group, the product and technique. */
  rebuild: LineRebuild;
}

export interface LineRebuild {
  itemType: CartItem['type'];
  itemGroup: string;
  externalId: string;
  technique: { id: number; name: string } | null;
  mockup: string | null;
}

function techniqueOf(input: VariantPricingInput, id: number | undefined) {
  const technique = input.techniques.find((t) => t.id === id);
  return technique ? { id: technique.id, name: technique.name } : null;
}

/** Splits `units` over `weights` in proportion, the rounding rest on the last share: sums stay exact. */
function split(units: number, weights: number[]): number[] {
  const whole = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => Math.floor((units * w) / whole));
  shares[shares.length - 1]! += units - shares.reduce((sum, s) => sum + s, 0);
  return shares;
}

/**
 * The order's lines from the priced cart (spec section 3): a simple product is one line; a curve
 * product, priced as one line (its sizes reach the tiers together), is flattened into one line per
 * variant, its amounts (the engine's minor units) shared by quantity.
 */
export function buildLines(
  items: CartItem[],
  entries: MinorEntry[],
  inputs: PricingInputs,
): BuiltLine[] {
  return items.flatMap((item, index) => {
    const price = entries[index]!.value;
    const values = item.type === 'ProductoSimple' ? [item.value] : item.value;
    const quantities = values.map((v) => v.quantity);
    const base = split(price.basePriceWithProfit, quantities);
    const application = split(price.applicationPriceWithProfit, quantities);
    const tax = split(price.taxes, quantities);
    return values.map((value, i): BuiltLine => {
      const input = inputs.get(value.id)!;
      return {
        variantId: value.id,
        productId: input.productId,
        productName: input.productName,
        variantName: [input.color, input.size].filter(Boolean).join(' / '),
        sku: input.sku,
        quantity: value.quantity,
        hasProductBuilding: value.customization !== null && value.customization !== undefined,
        customization: value.customization ?? null,
        images: [value.customizationRender ?? input.featuredImg].filter((v): v is string => !!v),
        priceBase: base[i]!,
        priceApplication: application[i]!,
        tax: tax[i]!,
        total: base[i]! + application[i]! + tax[i]!,
        rebuild: {
          itemType: item.type,
          itemGroup: item.shoppingCartUUID,
          externalId: input.externalId,
          // The catalogue's name of the technique, never the client's copy.
          technique: techniqueOf(input, value.applicationTechnique?.id),
          mockup: value.customizationRender ?? null,
        },
      };
    });
  });
}
