/** Effective DPI at print size (notes/product-builder.md): the lower of the two axes. */
export function effectiveDpi(
  widthPx: number,
  heightPx: number,
  widthMm: number,
  heightMm: number,
): number {
  if (widthMm <= 0 || heightMm <= 0) return Infinity;
  return Math.floor(Math.min(widthPx / (widthMm / 25.4), heightPx / (heightMm / 25.4)));
}

export type DpiLevel = 'ok' | 'warn' | 'refuse';

/** SVG has no DPI; a raster image warns under `warnDpi` and cannot be saved under `minPrintDpi`. */
export function dpiLevel(
  dpi: number,
  isVector: boolean,
  limits: { warnDpi: number; minPrintDpi: number },
): DpiLevel {
  if (isVector) return 'ok';
  if (dpi < limits.minPrintDpi) return 'refuse';
  return dpi < limits.warnDpi ? 'warn' : 'ok';
}
