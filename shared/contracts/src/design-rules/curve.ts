// Curved text as a setting (fabric #6904, #6958: text on a path is fragile to edit and to export):
// a text element keeps its words and a signed radius in mm (`curveMm`: positive arches the text
// over a circle, negative bends it under one like a smile, absent or 0 is straight). The
// editor (which lays the glyphs with fabric on the arc `curveGeometry` draws) and the server
// (which outlines them for the print file with `pointOnCurve`) run the same maths.

/** How far glyphs rise above and fall below the baseline, as a share of the font size. */
const ASCENT = 0.95;
const DESCENT = 0.25;
/** The longest arc a text may take (a closed ring would overlap its own ends). */
const MAX_SWEEP = (330 * Math.PI) / 180;

export interface CurveGeometry {
  /** SVG path of the baseline, with the circle's centre at (0, 0). */
  path: string;
  /** The box the glyphs fill, in the path's coordinates. */
  box: { left: number; top: number; width: number; height: number };
  /** The radius used: the asked one, or the smallest that keeps the sweep under 330°. */
  radius: number;
}

/** The smallest radius for a text this wide (same unit as `textWidth`). */
export const minRadius = (textWidth: number): number => textWidth / MAX_SWEEP;

/** The radius a text is really laid on: the asked one, opened up to keep the sweep under 330°. */
const radiusUsed = (textWidth: number, radius: number) =>
  Math.max(Math.abs(radius), minRadius(textWidth));

/**
 * The baseline arc for a text `textWidth` long at `fontSize`, curved with signed `radius` (all in
 * the same unit), centred on the arc's middle, and the box its glyphs fill.
 */
export function curveGeometry(textWidth: number, fontSize: number, radius: number): CurveGeometry {
  const arch = radius > 0;
  const r = radiusUsed(textWidth, radius);
  const half = textWidth / r / 2;
  // Over a circle the glyphs point outwards; under it (a smile) they point to the centre.
  const outer = r + fontSize * (arch ? ASCENT : DESCENT);
  const inner = Math.max(0, r - fontSize * (arch ? DESCENT : ASCENT));
  const far = outer;
  const near = Math.cos(half) >= 0 ? inner * Math.cos(half) : outer * Math.cos(half);
  const halfWidth = half >= Math.PI / 2 ? outer : outer * Math.sin(half);
  const sx = r * Math.sin(half);
  const sy = r * Math.cos(half);
  const large = 2 * half > Math.PI ? 1 : 0;
  const f = (n: number) => Number(n.toFixed(3));
  // Left to right in both cases: clockwise over the top (y grows downwards), anticlockwise under.
  const path = arch
    ? `M ${f(-sx)} ${f(-sy)} A ${f(r)} ${f(r)} 0 ${large} 1 ${f(sx)} ${f(-sy)}`
    : `M ${f(-sx)} ${f(sy)} A ${f(r)} ${f(r)} 0 ${large} 0 ${f(sx)} ${f(sy)}`;
  return {
    path,
    box: { left: -halfWidth, top: arch ? -far : near, width: 2 * halfWidth, height: far - near },
    radius: r,
  };
}

// As fabric lays a text on a path: the point `distance` along the arc `curveGeometry` draws, and
// the arc's direction there (the glyph's baseline; its top points away from the centre over the
// circle, towards it under).
export function pointOnCurve(
  textWidth: number,
  radius: number,
  distance: number,
): { x: number; y: number; angle: number } {
  const r = radiusUsed(textWidth, radius);
  const theta = (distance - textWidth / 2) / r;
  const degrees = (theta * 180) / Math.PI;
  return radius > 0
    ? { x: r * Math.sin(theta), y: -r * Math.cos(theta), angle: degrees }
    : { x: r * Math.sin(theta), y: r * Math.cos(theta), angle: -degrees };
}
