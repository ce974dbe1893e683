import { Type, type Static } from 'typebox';
import { PRINT_AREA_LIMITS as LIMITS } from '../print-area-rules/index.ts';

/** The back office's techniques and print areas of a product on the wire (issue 32). */

const strict = { additionalProperties: false } as const;
const mm = (range: { min: number; max: number }) =>
  Type.Number({ minimum: range.min, maximum: range.max });

/** A print area placed on a view, in mm from the view's top-left corner. */
export const StaffPrintAreaSchema = Type.Object(
  {
    view: Type.String({ minLength: 1, maxLength: LIMITS.viewLength }),
    name: Type.String({ maxLength: LIMITS.nameLength }),
    xMm: mm(LIMITS.position),
    yMm: mm(LIMITS.position),
    widthMm: mm(LIMITS.size),
    heightMm: mm(LIMITS.size),
    /** How far past the area the design may bleed (the outside line). */
    bleedMm: mm(LIMITS.bleed),
    /** How far inside the edge the important parts stay (the inside line). */
    safetyMm: mm(LIMITS.safety),
  },
  strict,
);

/** A side of the product: its picture spans `widthMm` x `heightMm`. */
export const StaffProductViewSchema = Type.Object({
  name: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  widthMm: Type.Number(),
  heightMm: Type.Number(),
});

export const StaffTechniqueOptionSchema = Type.Object({
  techniqueId: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
});

/** `GET /api/admin/catalog/products/:id/print-areas`; `version` goes back with a save. */
export const StaffProductPrintAreasSchema = Type.Object({
  productId: Type.Integer(),
  version: Type.Integer(),
  views: Type.Array(StaffProductViewSchema),
  /** The techniques the product allows, each with where it prints. */
  techniques: Type.Array(
    Type.Object({
      ...StaffTechniqueOptionSchema.properties,
      printAreas: Type.Array(StaffPrintAreaSchema),
    }),
  ),
  /** Every technique of the store, the ones the product may be given. */
  available: Type.Array(StaffTechniqueOptionSchema),
});

export const StaffPrintAreasBodySchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    techniques: Type.Array(
      Type.Object(
        {
          techniqueId: Type.Integer({ minimum: 1 }),
          printAreas: Type.Array(StaffPrintAreaSchema, { maxItems: LIMITS.areasPerTechnique }),
        },
        strict,
      ),
      { maxItems: LIMITS.techniques },
    ),
  },
  strict,
);

export type StaffPrintArea = Static<typeof StaffPrintAreaSchema>;
export type StaffProductPrintAreas = Static<typeof StaffProductPrintAreasSchema>;
export type StaffPrintAreasBody = Static<typeof StaffPrintAreasBodySchema>;
