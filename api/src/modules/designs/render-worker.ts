import sharp from 'sharp';
import type { DesignView } from './design-types.js';
import type { PaletteColor } from './designs.schemas.js';
import { embroideryPreview } from './embroidery.js';
import { pxOf, renderPng, renderPrintFile, type StoredPicture } from './print-file.js';

/**
 * What a render thread runs (render-pool.ts): the heavy drawing (fontkit's outlines, librsvg,
 * the preview's pixel loops), off the event loop that answers requests. Tasks and answers are
 * copied between threads, and a Buffer arrives on the other side as a plain Uint8Array.
 */
export interface RenderTask {
  view: DesignView;
  pictures: Map<string, StoredPicture>;
  dpi: number;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

const picturesOf = (task: RenderTask) =>
  new Map(
    [...task.pictures].map(([name, picture]) => [
      name,
      { ...picture, bytes: asBuffer(picture.bytes) },
    ]),
  );

/** Nothing: loading this module (sharp, fontkit) is what a new thread takes long for. */
export const warm = () => true;

/** One view's print file (`renderPrintFile`). */
export const printFile = (task: RenderTask) =>
  renderPrintFile(task.view, picturesOf(task), task.dpi);

/**
 * A raster picture at most `side` px on its longer side: a preview never draws one larger, and
 * librsvg would otherwise decode every embedded copy whole (up to 25 MP each) to shrink it.
 */
async function shrunk(picture: StoredPicture, side: number): Promise<StoredPicture> {
  if (picture.contentType === 'image/svg+xml') return picture;
  const bytes = await sharp(picture.bytes)
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return { contentType: 'image/png', bytes };
}

/** The embroidery preview of a view (embroidery.ts), drawn at the preview's `dpi`. */
export async function embroidery(task: RenderTask & { palette: PaletteColor[] }) {
  const { widthMm, heightMm } = task.view.printArea;
  const side = Math.max(pxOf(widthMm, task.dpi), pxOf(heightMm, task.dpi));
  const pictures = new Map<string, StoredPicture>();
  for (const [name, picture] of picturesOf(task)) pictures.set(name, await shrunk(picture, side));
  const { widthPx, heightPx, png } = await renderPng(task.view, pictures, task.dpi);
  return { widthPx, heightPx, ...(await embroideryPreview(png, task.dpi, task.palette)) };
}
