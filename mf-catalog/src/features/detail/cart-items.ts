import type {
  AddToCartRequest,
  ApplicationTechnique,
  ProductDetail,
  ProductVariant,
} from '@store/contracts';

/**
 * What the catalogue asks of the cart. The cart (mf-cart) builds every cart item from these
 * requests, for adding and for the live price alike; the catalogue never builds one.
 */

/** One line the buyer chose: a variant and how many. */
export interface ChosenLine {
  variant: ProductVariant;
  quantity: number;
}

/** What the catalogue asks the cart to add (`cart:add-requested`) or to price. */
export function addRequest(
  product: ProductDetail,
  lines: ChosenLine[],
  technique: ApplicationTechnique | null,
  mode: 'cart' | 'direct',
): AddToCartRequest {
  return {
    mode,
    product: {
      id: product.id,
      externalId: product.externalId,
      name: product.name,
      description: product.description,
      featuredImg: product.featuredImg,
      kind: product.kind,
      productDesc: product.slug,
    },
    lines: lines.map(({ variant, quantity }) => ({
      variantId: variant.id,
      sku: variant.sku,
      quantity,
      color: variant.color?.name ?? null,
      size: variant.size,
    })),
    applicationTechniqueId: technique?.id ?? null,
    applicationTechniqueName: technique?.name ?? null,
    isCustomizable: product.isCustomizable,
    customization: null,
  };
}

/**
 * Where 'Personalizar' opens the builder: the product, its kind, the chosen variant, quantity and
 * technique (mf-builder's README lists the query).
 */
export function customizeQuery(
  product: ProductDetail,
  lines: ChosenLine[],
  technique: ApplicationTechnique | null,
): Record<string, string> {
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const [first] = lines;
  return {
    product: product.slug,
    kind: product.kind,
    ...(first ? { variant: String(first.variant.id) } : {}),
    ...(quantity > 0 ? { quantity: String(quantity) } : {}),
    ...(technique ? { technique: String(technique.id) } : {}),
  };
}

/** The list unit price of a quantity: the highest tier it reaches. */
export function tierPrice(product: ProductDetail, quantity: number): number {
  let price = product.priceTiers[0]?.unitPrice ?? product.priceFrom;
  for (const tier of product.priceTiers) if (quantity >= tier.minQuantity) price = tier.unitPrice;
  return price;
}
