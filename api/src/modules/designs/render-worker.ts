import { LRUCache } from 'lru-cache';
import type Sharp from 'sharp';
import type { DesignView } from '@store/contracts';
import type { PaletteColor } from '@store/contracts/wire/designs';
import { embroideryPreview } from './embroidery.js';
import { fontFor } from './print-fonts.js';
import { pxOf, renderPng, renderPrintFile, type StoredPicture } from './print-file.js';
import { lazyRequire } from '../../lib/lazy.js';

const sharp = lazyRequire<typeof Sharp>('sharp');

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

/** Loads what a new thread takes long for (sharp, and fontkit with the Roboto face). */
export const warm = () => Boolean(sharp() && fontFor('Roboto', false, false));

/** One view's print file (`renderPrintFile`). */
export const printFile = (task: RenderTask) =>
  renderPrintFile(task.view, picturesOf(task), task.dpi);

/**
 * Pictures shrunk for previews, by upload name and side: an upload never changes under its name,
 * and the builder asks for the preview again after every change the buyer makes.
 */
const shrunkPictures = new LRUCache<string, StoredPicture>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (picture) => picture.bytes.length || 1,
});

/**
 * A raster picture at most `side` px on its longer side: a preview never draws one larger, and
 * librsvg would otherwise decode every embedded copy whole (up to 25 MP each) to shrink it.
 */
async function shrunk(name: string, picture: StoredPicture, side: number) {
  if (picture.contentType === 'image/svg+xml') return picture;
  const key = `${name}@${side}`;
  let small = shrunkPictures.get(key);
  if (!small) {
    const bytes = await sharp()(picture.bytes)
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    small = { contentType: 'image/png', bytes };
    shrunkPictures.set(key, small);
  }
  return small;
}

/** The embroidery preview of a view (embroidery.ts), drawn at the preview's `dpi`. */
export async function embroidery(task: RenderTask & { palette: PaletteColor[] }) {
  const { widthMm, heightMm } = task.view.printArea;
  const side = Math.max(pxOf(widthMm, task.dpi), pxOf(heightMm, task.dpi));
  // One at a time: a picture decoded whole may take 100 MB (25 MP x 4 bytes).
  const pictures = new Map<string, StoredPicture>();
  for (const [name, picture] of picturesOf(task))
    pictures.set(name, await shrunk(name, picture, side));
  const { widthPx, heightPx, png } = await renderPng(task.view, pictures, task.dpi);
  return { widthPx, heightPx, ...(await embroideryPreview(png, task.dpi, task.palette)) };
}
