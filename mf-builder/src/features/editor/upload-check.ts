import type { PrintArea } from '@store/contracts';
import { placedDpi } from '../design/element-actions';

/**
 * The spec's minimum upload DPI, checked in the browser before the file is sent, so a picture
 * too small to print is refused without being stored: its DPI where a new picture is placed.
 * Files the browser cannot decode (or SVG, which has no DPI) are left to the server.
 */
export async function uploadDpiProblem(
  file: File,
  area: Pick<PrintArea, 'widthMm' | 'heightMm'>,
  minUploadDpi: number,
): Promise<{ dpi: number; min: number } | null> {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const dpi = placedDpi(bitmap.width, bitmap.height, area);
  bitmap.close();
  return dpi < minUploadDpi ? { dpi, min: minUploadDpi } : null;
}
