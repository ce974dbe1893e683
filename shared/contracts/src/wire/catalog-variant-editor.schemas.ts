import { Type, type Static, type TSchema } from 'typebox';
import { VARIANT_LIMITS } from '../product-rules/limits.ts';

/** A product's variants as the back office edits them (issue 32): `.../products/:id/variants`. */

const strict = { additionalProperties: false } as const;
const bounds = ({ min, max }: { min: number; max: number }) => ({ minimum: min, maximum: max });
const orNull = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/**
 * A number or null (the product's) as one `type` list: with Fastify's type coercion a union would
 * turn a refused 0 into null, or null into 0. No bounds here: the rules check them, in Spanish on
 * their field.
 */
const numberOrNull = (type: 'integer' | 'number') =>
  Type.Unsafe<number | null>({ type: [type, 'null'] });
const size = numberOrNull('number');

// Text limits are twice the rules' so that a long value reaches the rules and their Spanish
// message on its field (`@store/contracts/product-rules`), as the details' schema does.
const fields = {
  sku: Type.String({ maxLength: VARIANT_LIMITS.sku * 2 }),
  /** Null: no colour (then `colorHex` is null too). */
  colorName: orNull(Type.String({ maxLength: VARIANT_LIMITS.colorName * 2 })),
  /** `#rrggbb`. */
  colorHex: orNull(Type.String({ maxLength: 14 })),
  size: orNull(Type.String({ maxLength: VARIANT_LIMITS.size * 2 })),
  /** Null: the product's weight and size apply. */
  weightGrams: numberOrNull('integer'),
  widthCm: size,
  heightCm: size,
  depthCm: size,
};
const version = Type.Integer({ minimum: 1 });
/** One of the product's pictures (1435), null for none; absent: left as it is. */
const image = Type.Optional(orNull(Type.String({ maxLength: 1000 })));

/** A variant's new fields, with the product's version as the page read it. */
export const VariantBodySchema = Type.Object({ version, ...fields, image }, strict);

/** A variant to add, with its first stock (written as a stock adjustment). */
export const NewVariantBodySchema = Type.Object(
  { version, ...fields, image, stock: Type.Integer(bounds(VARIANT_LIMITS.stock)) },
  strict,
);

/** Retiring a variant names the product's version too. */
export const VariantRetireBodySchema = Type.Object({ version }, strict);

const variantId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/**
 * The variants on sale in their new order (each once), with the product's version. Twice a
 * product's most variants, so that a repeated id reaches the rule and its Spanish message.
 */
export const VariantOrderBodySchema = Type.Object(
  {
    version,
    order: Type.Array(variantId, { minItems: 1, maxItems: VARIANT_LIMITS.perProduct * 2 }),
  },
  strict,
);

export const VariantParamsSchema = Type.Object(
  {
    id: variantId,
    variantId,
  },
  strict,
);

export const EditableVariantSchema = Type.Object({
  id: Type.Integer(),
  ...fields,
  /** Its own picture, shown when a buyer picks its colour; null: the product's. */
  image: orNull(Type.String()),
  stock: Type.Integer(),
});

/** A picture of the product a variant may take as its own. */
export const VariantPictureOptionSchema = Type.Object({
  image: Type.String(),
  alt: orNull(Type.String()),
});

/** A product's variants on sale (retired ones left out), with what a variant's empty fields take. */
export const ProductVariantsSchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  kind: Type.Union([Type.Literal('simple'), Type.Literal('curva')]),
  /** The product's own weight and size: a variant without its own has these. */
  weightGrams: Type.Integer(),
  widthCm: Type.Number(),
  heightCm: Type.Number(),
  depthCm: Type.Number(),
  variants: Type.Array(EditableVariantSchema),
  /** The product's pictures in order: what a variant's own picture is chosen from. */
  pictures: Type.Array(VariantPictureOptionSchema),
});

export type VariantBody = Static<typeof VariantBodySchema>;
export type VariantOrderBody = Static<typeof VariantOrderBodySchema>;
export type NewVariantBody = Static<typeof NewVariantBodySchema>;
export type EditableVariant = Static<typeof EditableVariantSchema>;
export type ProductVariants = Static<typeof ProductVariantsSchema>;
