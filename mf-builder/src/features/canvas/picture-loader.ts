import { FabricImage } from 'fabric';

/** Longest side of the bitmap a picture is drawn into: sharp at the export's multiplier 2. */
const MAX_SIDE = 1600;

/**
 * A picture (the product's, or an upload) as a fabric image drawn from a bitmap we painted. An
 * SVG without width and height has no intrinsic size, and fabric's cropped `drawImage` paints
 * nothing from it; drawing it once into a canvas fixes that, and shows masks and gradients as
 * the browser renders them (fabric's own SVG import lacks some). The original stays on the
 * server for print.
 */
export async function loadPicture(url: string): Promise<FabricImage> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  await image.decode();
  const width = image.naturalWidth || 300;
  const height = image.naturalHeight || 150;
  const factor = Math.min(MAX_SIDE / width, MAX_SIDE / height, 8);
  const bitmap = document.createElement('canvas');
  bitmap.width = Math.round(width * factor);
  bitmap.height = Math.round(height * factor);
  bitmap.getContext('2d')?.drawImage(image, 0, 0, bitmap.width, bitmap.height);
  return new FabricImage(bitmap);
}
