import type { ProductDetailsBody, VariantBody } from '../staff';

export declare const PRODUCT_LIMITS: {
  name: number;
  description: number;
  brand: number;
  weightGrams: { min: number; max: number };
  sizeCm: { min: number; max: number };
  productionDays: { min: number; max: number };
};

/** A product's editable details (what `PUT /api/admin/catalog/products/:id/details` takes). */
export type ProductDetailsRule = Omit<ProductDetailsBody, 'version'>;

export type ProductDetailsField = keyof ProductDetailsRule;

export declare function plainDescription(text: string): string;

export declare function productDetailsProblems(
  details: ProductDetailsRule,
  categoryIds?: readonly number[],
): Partial<Record<ProductDetailsField, string>>;

export declare const VARIANT_LIMITS: {
  sku: number;
  colorName: number;
  size: number;
  stock: { min: number; max: number };
};

/** A variant's editable fields (what `PUT .../variants/:variantId` takes), and the new one's stock. */
export type VariantRule = Omit<VariantBody, 'version'> & { stock?: number };

export type VariantField = keyof VariantRule;

/** A SKU as the store compares it (trimmed, upper case): unique per store. */
export declare function skuKey(sku: string): string;

export declare function variantProblems(
  variant: VariantRule,
  context?: {
    kind?: 'simple' | 'curva';
    siblings?: readonly Pick<VariantRule, 'sku' | 'colorName' | 'size'>[];
  },
): Partial<Record<VariantField, string>>;
