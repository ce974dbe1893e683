import { isTooThin, textsHaveLines } from '@store/contracts/design-rules';
import { PLAIN_DESIGN, type DesignCharge } from './design-charge.js';
import type { LineToPrice } from './pricing-engine.js';
import { printAreaRefusal } from './print-area-rule.js';
import type { PricingInputs, VariantPricingInput } from './pricing-inputs.js';
import { PricingRefusal, PRICING_MESSAGES } from './pricing-messages.js';
import type { PricingItem, PricingItemValue } from '@store/contracts/wire/pricing';

/**
 * Cart items (what a client sends) to the lines the engine prices, from the catalogue's data
 * only: the variant's tiers, stock and techniques. Anything that cannot be bought as sent is
 * refused with the buyer's reason.
 */

/** Every variant id a cart names, for one catalogue lookup. */
export function variantIdsOf(items: PricingItem[]): number[] {
  const ids = new Set<number>();
  for (const item of items)
    if (item.type === 'ProductoSimple') ids.add(item.value.id);
    else for (const line of item.value) ids.add(line.id);
  return [...ids];
}

/**
 * What a line's design prints, recomputed by the server from the design and its stored uploads
 * (never the counts a client sends): `app.designs.chargeOf`.
 */
export type { DesignCharge };
export type ChargeOf = (value: PricingItemValue) => DesignCharge;

export const PLAIN_CHARGE: DesignCharge = PLAIN_DESIGN;

function applicationOf(
  variant: VariantPricingInput,
  value: PricingItemValue,
  chargeOf: ChargeOf,
): LineToPrice['application'] {
  if (!value.applicationTechnique) return null;
  const name = variant.productName;
  if (!variant.isCustomizable) throw new PricingRefusal(PRICING_MESSAGES.notCustomizable(name));
  const technique = variant.techniques.find((t) => t.id === value.applicationTechnique?.id);
  if (!technique) throw new PricingRefusal(PRICING_MESSAGES.techniqueUnavailable(name));
  const { colorCount, printAreaCount: areaCount, hasRaster, ...sizes } = chargeOf(value);
  if (hasRaster && !technique.rasterAllowed)
    throw new PricingRefusal(PRICING_MESSAGES.rasterRefused(name, technique.name));
  const areaRefusal = printAreaRefusal(name, technique, sizes.printAreas);
  if (areaRefusal) throw new PricingRefusal(areaRefusal);
  const {
    minTextHeightMm: minText,
    maxImprintWidthMm: maxWidth,
    maxImprintHeightMm: maxHeight,
  } = technique;
  if (minText !== null && sizes.smallestTextMm !== null && sizes.smallestTextMm < minText)
    throw new PricingRefusal(PRICING_MESSAGES.textTooSmall(name, technique.name, minText));
  const thinnest = Math.min(
    sizes.thinnestStrokeMm ?? Infinity,
    (textsHaveLines(technique) ? sizes.thinnestTextMm : null) ?? Infinity,
  );
  if (Number.isFinite(thinnest) && isTooThin(thinnest, technique))
    throw new PricingRefusal(
      PRICING_MESSAGES.lineTooThin(name, technique.name, technique.minLineWidthMm!, thinnest),
    );
  if (
    (maxWidth !== null && sizes.largestMm.width > maxWidth + 0.5) ||
    (maxHeight !== null && sizes.largestMm.height > maxHeight + 0.5)
  )
    throw new PricingRefusal(
      PRICING_MESSAGES.tooBig(name, technique.name, maxWidth ?? 0, maxHeight ?? 0),
    );
  if (technique.maxColors !== null && colorCount > technique.maxColors)
    throw new PricingRefusal(
      PRICING_MESSAGES.tooManyColors(name, technique.name, technique.maxColors),
    );
  if (areaCount > Math.max(1, technique.printAreaCount))
    throw new PricingRefusal(
      PRICING_MESSAGES.tooManyAreas(name, technique.name, Math.max(1, technique.printAreaCount)),
    );
  return { technique, colorCount, areaCount };
}

const variantLabel = (variant: VariantPricingInput) => {
  const detail = [variant.color, variant.size].filter(Boolean).join(', ');
  return detail ? `${variant.productName} (${detail})` : variant.productName;
};

function checkStock(wanted: Map<number, number>, inputs: PricingInputs): void {
  for (const [variantId, quantity] of wanted) {
    const variant = inputs.get(variantId);
    if (!variant || quantity <= variant.stock) continue;
    throw new PricingRefusal(
      variant.stock <= 0
        ? PRICING_MESSAGES.outOfStock(variantLabel(variant))
        : PRICING_MESSAGES.notEnoughStock(variantLabel(variant), variant.stock),
    );
  }
}

export function linesOfCart(
  items: PricingItem[],
  inputs: PricingInputs,
  chargeOf: ChargeOf = () => PLAIN_CHARGE,
): LineToPrice[] {
  const seenUuids = new Set<string>();
  const wanted = new Map<number, number>();
  const claim = (uuid: string) => {
    if (seenUuids.has(uuid)) throw new PricingRefusal(PRICING_MESSAGES.repeatedLine);
    seenUuids.add(uuid);
  };
  const variantOf = (id: number, quantity: number, shownName: string) => {
    const variant = inputs.get(id);
    if (!variant) throw new PricingRefusal(PRICING_MESSAGES.unavailable(shownName));
    wanted.set(id, (wanted.get(id) ?? 0) + quantity);
    return variant;
  };

  const lines = items.map((item): LineToPrice => {
    claim(item.shoppingCartUUID);
    if (item.type === 'ProductoSimple') {
      const variant = variantOf(item.value.id, item.value.quantity, item.generic.name);
      return {
        type: item.type,
        shoppingCartUUID: item.shoppingCartUUID,
        productName: variant.productName,
        parts: [{ priceTiers: variant.priceTiers, quantity: item.value.quantity }],
        application: applicationOf(variant, item.value, chargeOf),
      };
    }
    const variants = item.value.map((line) => {
      claim(line.shoppingCartUUID);
      return variantOf(line.id, line.quantity, item.generic.name);
    });
    const [first] = variants;
    const [firstValue] = item.value;
    if (!first || !firstValue)
      throw new PricingRefusal(PRICING_MESSAGES.unavailable(item.generic.name));
    const name = first.productName;
    if (variants.some((variant) => variant.productId !== first.productId))
      throw new PricingRefusal(PRICING_MESSAGES.mixedProducts(name));
    if (new Set(variants.map((variant) => variant.variantId)).size !== variants.length)
      throw new PricingRefusal(PRICING_MESSAGES.repeatedVariant(name));
    const techniqueId = firstValue.applicationTechnique?.id ?? null;
    if (item.value.some((line) => (line.applicationTechnique?.id ?? null) !== techniqueId))
      throw new PricingRefusal(PRICING_MESSAGES.mixedTechniques(name));
    return {
      type: item.type,
      shoppingCartUUID: item.shoppingCartUUID,
      productName: name,
      parts: variants.map((variant, index) => ({
        priceTiers: variant.priceTiers,
        quantity: item.value[index]?.quantity ?? 0,
      })),
      application: applicationOf(first, firstValue, chargeOf),
    };
  });
  checkStock(wanted, inputs);
  return lines;
}
