import type { Static } from 'typebox';
import type {
  StaffPrintAreaSchema,
  StaffPrintAreasBodySchema,
  StaffProductPrintAreasSchema,
  StaffProductViewSchema,
  StaffTechniqueOptionSchema,
} from './wire/catalog-print-areas.schemas.ts';

/**
 * A product's techniques and print areas in the back office (issue 32): the API's schemas
 * (`wire/catalog-print-areas.schemas.ts`), imported as types.
 */

/** A print area placed on a view, in mm from the view's top-left corner. */
export type StaffPrintArea = Static<typeof StaffPrintAreaSchema>;
/** A side of the product: its picture spans `widthMm` x `heightMm`. */
export type StaffProductView = Static<typeof StaffProductViewSchema>;
export type StaffTechniqueOption = Static<typeof StaffTechniqueOptionSchema>;
/** `GET /api/admin/catalog/products/:id/print-areas`; `version` goes back with a save. */
export type StaffProductPrintAreas = Static<typeof StaffProductPrintAreasSchema>;
export type StaffPrintAreasBody = Static<typeof StaffPrintAreasBodySchema>;
