/** A product's techniques and print areas in the back office (issue 32). */

/** A print area placed on a view, in mm from the view's top-left corner. */
export interface StaffPrintArea {
  view: string;
  name: string;
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  /** How far past the area the design may bleed (the outside line). */
  bleedMm: number;
  /** How far inside the edge the important parts stay (the inside line). */
  safetyMm: number;
}

/** A side of the product: its picture spans `widthMm` x `heightMm`. */
export interface StaffProductView {
  name: string;
  image: string | null;
  widthMm: number;
  heightMm: number;
}

export interface StaffTechniqueOption {
  techniqueId: number;
  code: string;
  name: string;
}

/** `GET /api/admin/catalog/products/:id/print-areas`; `version` goes back with a save. */
export interface StaffProductPrintAreas {
  productId: number;
  version: number;
  views: StaffProductView[];
  techniques: (StaffTechniqueOption & { printAreas: StaffPrintArea[] })[];
  /** Every technique of the store. */
  available: StaffTechniqueOption[];
}

export interface StaffPrintAreasBody {
  version: number;
  techniques: { techniqueId: number; printAreas: StaffPrintArea[] }[];
}
