export interface CurveGeometry {
  /** SVG path of the baseline, with the circle's centre at (0, 0). */
  path: string;
  /** The box the glyphs fill, in the path's coordinates. */
  box: { left: number; top: number; width: number; height: number };
  /** The radius used: the asked one, or the smallest that keeps the sweep under 330°. */
  radius: number;
}

/** The smallest radius for a text this wide (same unit as `textWidth`). */
export declare function minRadius(textWidth: number): number;

/**
 * The baseline arc for a text `textWidth` long at `fontSize`, curved with signed `radius` (all in
 * the same unit), centred on the arc's middle, and the box its glyphs fill.
 */
export declare function curveGeometry(
  textWidth: number,
  fontSize: number,
  radius: number,
): CurveGeometry;

/**
 * The point `distance` along that arc (from its left end), in the path's coordinates, and the
 * angle in degrees (clockwise, y down) a glyph centred there is turned by.
 */
export declare function pointOnCurve(
  textWidth: number,
  radius: number,
  distance: number,
): { x: number; y: number; angle: number };
