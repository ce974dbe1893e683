import { fromBoolean } from '../../../db/migration-helpers.js';
import { searchColumns } from '../catalog-search-columns.js';
import { priceFromCents } from '../price-tier-rules.js';
import type { ImportProduct } from './import-types.js';

/** A checked product of the file, with the ids it is written with. */
export interface WritableProduct {
  product: ImportProduct;
  slug: string;
  categoryId: number;
  categoryTitle: string;
  techniqueIds: number[];
}

/** The columns of a product's row as the importer writes them (timestamps and keys aside). */
export function productColumns({ product: p, slug, categoryId, categoryTitle }: WritableProduct) {
  // Each colour once, with the picture of its first variant: lists show the filtered colour.
  const colors = new Map<string, { name: string; hex: string; image: string | null }>();
  for (const v of p.variants)
    if (v.color && !colors.has(v.color.name))
      colors.set(v.color.name, { ...v.color, image: v.image });
  return {
    slug,
    kind: p.kind,
    product_type: p.productType,
    name: p.name,
    description: p.description,
    category_id: categoryId,
    brand: p.brand,
    featured_img: p.images[0] ?? p.variants.find((v) => v.image)?.image ?? null,
    images_json: JSON.stringify(p.images),
    views_json: JSON.stringify(p.views),
    colors_json: JSON.stringify([...colors.values()]),
    video_url: p.videoUrl,
    complementary_information: p.complementaryInformation,
    weight_grams: p.weightGrams,
    width_cm: p.sizeCm.width,
    height_cm: p.sizeCm.height,
    depth_cm: p.sizeCm.depth,
    production_days: p.productionDays,
    price_from_cents: priceFromCents(p.priceTiers),
    total_stock: p.variants.reduce((sum, v) => sum + v.stock, 0),
    is_customizable: fromBoolean(p.isCustomizable),
    featured: fromBoolean(p.featured),
    popularity: p.popularity,
    ...searchColumns({ ...p, categoryTitle }),
  };
}

/** A product's variants, price tiers and technique links as the importer writes them. */
export function productParts({ product, techniqueIds }: WritableProduct) {
  return {
    variants: product.variants.map((v, position) => ({
      sku: v.sku,
      color_name: v.color?.name ?? null,
      color_hex: v.color?.hex ?? null,
      size: v.size,
      stock: v.stock,
      image: v.image,
      position,
      // A file that lists a SKU the staff retired sells it again: the file is the catalogue.
      retired_at: null,
    })),
    tiers: product.priceTiers.map((t) => ({
      min_quantity: t.minQuantity,
      unit_price_cents: t.unitPriceCents,
    })),
    techniques: product.techniques.map((t, index) => ({
      technique_id: techniqueIds[index] ?? 0,
      print_areas_json: JSON.stringify(t.printAreas),
    })),
  };
}

export type ProductColumns = ReturnType<typeof productColumns>;
export type ProductParts = ReturnType<typeof productParts>;
type Loose<T> = { [K in keyof T]: unknown };
/** A product as read back: values as the database driver returns them. */
export interface StoredProduct {
  row: Loose<ProductColumns>;
  variants: Loose<ProductParts['variants'][number]>[];
  tiers: Loose<ProductParts['tiers'][number]>[];
  techniques: Loose<ProductParts['techniques'][number]>[];
}
