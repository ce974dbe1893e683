import type {
  AddToCartLine,
  AddToCartRequest,
  DesignCustomization,
  ProductDetail,
  ProductVariant,
} from '@store/contracts';

/** Quantities by variant id, as typed (digits only). */
export type Quantities = Record<string, string>;

export function linesOf(product: ProductDetail, quantities: Quantities): AddToCartLine[] {
  return product.variants.flatMap((variant: ProductVariant) => {
    const quantity = Number(quantities[variant.id] || '0');
    return quantity > 0
      ? [
          {
            variantId: variant.id,
            sku: variant.sku,
            quantity,
            color: variant.color?.name ?? null,
            size: variant.size,
          },
        ]
      : [];
  });
}

/** What the builder asks the cart to add or price: one request for every size and colour. */
export function builderRequest(
  product: ProductDetail,
  lines: AddToCartLine[],
  design: DesignCustomization,
  render: string | null,
  replaces: string | null,
): AddToCartRequest {
  const technique = product.techniques.find((t) => t.id === design.techniqueId);
  return {
    mode: 'cart',
    product: {
      id: product.id,
      externalId: product.externalId,
      name: product.name,
      description: product.description,
      featuredImg: product.featuredImg,
      kind: product.kind,
      productDesc: product.slug,
    },
    lines,
    applicationTechniqueId: design.techniqueId,
    applicationTechniqueName: technique?.name ?? null,
    isCustomizable: product.isCustomizable,
    customization: design,
    customizationRender: render,
    ...(replaces ? { replacesShoppingCartUUID: replaces } : {}),
  };
}
