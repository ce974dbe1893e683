import type { ProductDetailsBody } from '../staff';

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
