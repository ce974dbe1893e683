import type { ProductDetail, ProductVariant, ProductView } from '@store/contracts';

/**
 * The picture of a view in the colour the buyer chose: a view drawn with one of the product's
 * colour pictures shows the chosen colour's picture instead (the catalogue draws each colour with
 * its own shading), so the mockup follows the product colour.
 */
export function viewPicture(
  product: ProductDetail,
  view: ProductView | undefined,
  color: ProductVariant | null,
): string | null {
  if (!view) return color?.image ?? product.featuredImg;
  const colourPictures = new Set([
    product.featuredImg,
    ...product.images,
    ...product.variants.map((v) => v.image),
  ]);
  return color?.image && colourPictures.has(view.image) ? color.image : view.image;
}
