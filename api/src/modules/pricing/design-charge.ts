/**
 * What the pricing engine needs to know of a design, owned here so the engine never imports the
 * designs module (which measures designs and answers these through `designCharge`).
 */

/** A view with something on it and the print area the design says it has (0: none valid). */
export interface UsedPrintArea {
  view: string;
  widthMm: number;
  heightMm: number;
}

/** What the pricing engine charges a design for, and whether it may be printed at all. */
export interface DesignCharge {
  colorCount: number;
  printAreaCount: number;
  /** Whether the design has a raster image (a technique may refuse those). */
  hasRaster: boolean;
  smallestTextMm: number | null;
  /** The texts' thinnest stroke (mm): checked against a printing technique's minimum line. */
  thinnestTextMm: number | null;
  /** The thinnest drawn line of the design's SVG uploads at their printed size (mm). */
  thinnestStrokeMm: number | null;
  largestMm: { width: number; height: number };
  /** The print area of each view with something on it (`printAreaRefusal` in pricing). */
  printAreas: UsedPrintArea[];
}

/** A customisation that is not a design: one colour in one area, nothing to check. */
export const PLAIN_DESIGN: DesignCharge = {
  colorCount: 1,
  printAreaCount: 1,
  hasRaster: false,
  smallestTextMm: null,
  thinnestTextMm: null,
  thinnestStrokeMm: null,
  largestMm: { width: 0, height: 0 },
  printAreas: [],
};

/** A design the store already keeps (an order's line): it may name any upload of its tenant. */
export const STORED_DESIGN = Symbol('a stored design');
/**
 * Whose uploads a design may name: the caller's (their token's subject; null for a caller
 * without a token: nobody's), or any of the tenant's for a design the store already keeps.
 */
export type UploadOwner = string | null | typeof STORED_DESIGN;
