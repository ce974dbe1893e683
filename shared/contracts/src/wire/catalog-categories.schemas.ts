import { Type, type Static } from 'typebox';
import { CATEGORY_LIMITS } from '../catalog-rules/categories.ts';
import { StaffPictureSchema } from './catalog-pictures.schemas.ts';

/** The store's categories as the back office edits them (issue 32): `/api/admin/catalog/categories`. */

const strict = { additionalProperties: false } as const;
const version = Type.Integer({ minimum: 1 });
const parentId = Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]);

// Twice the rule's lengths, so that a long text reaches the rule and its Spanish message.
const fields = {
  title: Type.String({ maxLength: CATEGORY_LIMITS.title * 2 }),
  slug: Type.String({ maxLength: CATEGORY_LIMITS.slug * 2 }),
  featured: Type.Boolean(),
  /** The category it sits in; null: a root. */
  parentId,
};

export const StaffCategorySchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  ...fields,
  /** Its place among its siblings, from 0. */
  position: Type.Integer(),
  /** 1 for a root. */
  depth: Type.Integer(),
  /** Its own products (hidden ones too), not its subcategories'. */
  productCount: Type.Integer(),
  childCount: Type.Integer(),
  /** The uploaded picture; null: the storefront shows its best seller's. */
  picture: Type.Union([Type.String(), Type.Null()]),
  /**
   * That picture as the crop edits it (`PictureCropBodySchema`, as a product's): its kept original
   * and crop (no original: one uploaded before originals were kept, cropped as an imported one).
   * `alt` is always null: the storefront shows it beside the category's name, decorative.
   */
  pictureFile: Type.Union([StaffPictureSchema, Type.Null()]),
});

/** The tree in reading order: each category followed by its children, by position. */
export const StaffCategoryTreeSchema = Type.Object({
  maxDepth: Type.Integer(),
  categories: Type.Array(StaffCategorySchema),
});

export const CategoryCreateBodySchema = Type.Object(fields, strict);
export const CategoryEditBodySchema = Type.Object({ version, ...fields }, strict);
export const CategoryMoveBodySchema = Type.Object(
  { version, parentId, position: Type.Integer({ minimum: 0, maximum: 10_000 }) },
  strict,
);
export const CategoryVersionBodySchema = Type.Object({ version }, strict);
export const CategoryPictureQuerySchema = Type.Object({ version }, strict);

export type StaffCategory = Static<typeof StaffCategorySchema>;
export type StaffCategoryTree = Static<typeof StaffCategoryTreeSchema>;
export type CategoryCreateBody = Static<typeof CategoryCreateBodySchema>;
export type CategoryEditBody = Static<typeof CategoryEditBodySchema>;
export type CategoryMoveBody = Static<typeof CategoryMoveBodySchema>;
