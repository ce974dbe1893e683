import type { PrintArea, ProductView } from '@store/contracts';

/** A rectangle in canvas pixels, from its top-left corner. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A view drawn on the canvas: pixels per mm, the canvas size and the area with its lines. */
export interface ViewLayout {
  scale: number;
  width: number;
  height: number;
  area: Rect;
  /** Outer line: how far the design may bleed. */
  bleed: Rect;
  /** Inner line: where important parts should stay. */
  safety: Rect;
}

const grow = (rect: Rect, by: number): Rect => ({
  left: rect.left - by,
  top: rect.top - by,
  width: rect.width + 2 * by,
  height: rect.height + 2 * by,
});

/** The view scaled to fit `maxWidth` x `maxHeight` pixels, and where its print area falls. */
export function layoutView(
  view: ProductView,
  area: PrintArea,
  maxWidth: number,
  maxHeight: number,
): ViewLayout {
  const scale = Math.min(maxWidth / view.widthMm, maxHeight / view.heightMm);
  const rect = {
    left: area.xMm * scale,
    top: area.yMm * scale,
    width: area.widthMm * scale,
    height: area.heightMm * scale,
  };
  return {
    scale,
    width: Math.round(view.widthMm * scale),
    height: Math.round(view.heightMm * scale),
    area: rect,
    bleed: grow(rect, area.bleedMm * scale),
    safety: grow(rect, -area.safetyMm * scale),
  };
}

/** Half a pixel of slack: fabric's bounding boxes carry rounding. */
const SLACK = 0.5;

export function isInside(box: Rect, area: Rect): boolean {
  return (
    box.left >= area.left - SLACK &&
    box.top >= area.top - SLACK &&
    box.left + box.width <= area.left + area.width + SLACK &&
    box.top + box.height <= area.top + area.height + SLACK
  );
}

function shift(start: number, size: number, areaStart: number, areaSize: number): number {
  if (size > areaSize) return areaStart + (areaSize - size) / 2 - start;
  if (start < areaStart) return areaStart - start;
  if (start + size > areaStart + areaSize) return areaStart + areaSize - (start + size);
  return 0;
}

/**
 * How far to move a box so it is back inside the area (`limitModify` on move): along each axis
 * on its own, so a drag past one edge still slides along it.
 */
export function clampShift(box: Rect, area: Rect): { dx: number; dy: number } {
  return {
    dx: shift(box.left, box.width, area.left, area.width),
    dy: shift(box.top, box.height, area.top, area.height),
  };
}

/** The factor (at most 1) that makes a box of this size fit the area with a margin. */
export function fitFactor(width: number, height: number, area: Rect, share = 0.9): number {
  return Math.min(1, (area.width * share) / width, (area.height * share) / height);
}
