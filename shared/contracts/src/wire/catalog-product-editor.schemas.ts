import { Type, type Static } from 'typebox';
import { PRODUCT_LIMITS } from '../product-rules/limits.ts';

/** A product's details as the back office edits them (issue 32): `.../products/:id/details`. */

const strict = { additionalProperties: false } as const;
/** `{ min, max }` as JSON Schema's bounds. */
const bounds = ({ min, max }: { min: number; max: number }) => ({ minimum: min, maximum: max });
const size = Type.Number(bounds(PRODUCT_LIMITS.sizeCm));

const details = {
  name: Type.String({ maxLength: PRODUCT_LIMITS.name * 2 }),
  /** Plain text: the API removes markup before saving (`plainDescription`). */
  description: Type.String({ maxLength: PRODUCT_LIMITS.description * 2 }),
  brand: Type.Union([Type.String({ maxLength: PRODUCT_LIMITS.brand * 2 }), Type.Null()]),
  categoryId: Type.Integer({ minimum: 1 }),
  weightGrams: Type.Integer(bounds(PRODUCT_LIMITS.weightGrams)),
  widthCm: size,
  heightCm: size,
  depthCm: size,
  productionDays: Type.Integer(bounds(PRODUCT_LIMITS.productionDays)),
};

export const ProductDetailsBodySchema = Type.Object(
  { version: Type.Integer({ minimum: 1 }), ...details },
  strict,
);

export const ProductCategoryOptionSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
});

export const ProductDetailsSchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  ...details,
  /** The store's categories, in their order: what `categoryId` is picked from. */
  categories: Type.Array(ProductCategoryOptionSchema),
});

export type ProductDetailsBody = Static<typeof ProductDetailsBodySchema>;
export type ProductDetails = Static<typeof ProductDetailsSchema>;
