/**
 * Zoom and pan of the canvas, as the viewport transform `[zoom, 0, 0, zoom, x, y]` fabric draws
 * with. Only the view changes: the design, the print area and `limitModify` stay in the canvas's
 * own (scene) pixels, so their maths are the same at every zoom.
 */
export interface Viewport {
  zoom: number;
  x: number;
  y: number;
}
interface Point {
  x: number;
  y: number;
}
interface Size {
  width: number;
  height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
export const ZOOM_STEP = 1.25;
export const NO_ZOOM: Viewport = { zoom: 1, x: 0, y: 0 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps the product covering the canvas: no empty band at any side. */
function contain(viewport: Viewport, size: Size): Viewport {
  return {
    zoom: viewport.zoom,
    x: clamp(viewport.x, size.width * (1 - viewport.zoom), 0),
    y: clamp(viewport.y, size.height * (1 - viewport.zoom), 0),
  };
}

/** Zoomed by `factor` around a point of the canvas (the pointer, or its centre), that stays put. */
export function zoomAt(viewport: Viewport, factor: number, at: Point, size: Size): Viewport {
  const zoom = clamp(viewport.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const ratio = zoom / viewport.zoom;
  return contain(
    { zoom, x: at.x - (at.x - viewport.x) * ratio, y: at.y - (at.y - viewport.y) * ratio },
    size,
  );
}

/** Moved by a drag of `dx`, `dy` canvas pixels. */
export const panBy = (viewport: Viewport, dx: number, dy: number, size: Size): Viewport =>
  contain({ ...viewport, x: viewport.x + dx, y: viewport.y + dy }, size);

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingers: the zoom follows how far apart they are now against when they touched, and the
 * point that was between them follows their middle (a pinch and a two-finger pan at once).
 */
export function pinch(
  start: Viewport,
  from: [Point, Point],
  to: [Point, Point],
  size: Size,
): Viewport {
  const zoom = clamp(
    (start.zoom * distance(to[0], to[1])) / (distance(from[0], from[1]) || 1),
    MIN_ZOOM,
    MAX_ZOOM,
  );
  const before = middle(...from);
  const after = middle(...to);
  const scene = { x: (before.x - start.x) / start.zoom, y: (before.y - start.y) / start.zoom };
  return contain({ zoom, x: after.x - scene.x * zoom, y: after.y - scene.y * zoom }, size);
}

/** The canvas point shown at a screen point of the canvas (what the buyer touches). */
export const toScene = (viewport: Viewport, at: Point): Point => ({
  x: (at.x - viewport.x) / viewport.zoom,
  y: (at.y - viewport.y) / viewport.zoom,
});
