import { fileTypeFromBuffer } from 'file-type';
import type Sharp from 'sharp';
import { AppError } from '../http/errors.js';
import { lazyRequire } from './lazy.js';

const sharp = lazyRequire<typeof Sharp>('sharp');

/**
 * The checks every uploaded picture goes through (notes/reliability-and-security.md, "Files"),
 * shared by the cart's files and the builder's designs and logos: the type read from the bytes
 * (never the name or the declared type), a pixel limit checked before decoding, and the pixels
 * encoded again by us.
 */

export const RASTER_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** A small PNG can claim a huge canvas: 14000 x 14000 takes about 800 MB to decode. 25 MP is
 * still 5000 x 5000 px, 42 cm a side at the 300 dpi printers ask for. */
export const MAX_IMAGE_PIXELS = 25_000_000;

export const IMAGE_MESSAGES = {
  tooManyPixels: 'La imagen es demasiado grande: el máximo es de 25 megapíxeles (5000 x 5000 px).',
  unreadable: 'La imagen está dañada o no se puede leer. Probá exportarla de nuevo.',
} as const;

/** The type the bytes say, when it is one of `allowed` (mime -> extension). */
export async function sniffType(
  buffer: Buffer,
  allowed: Record<string, string>,
): Promise<{ mime: string; extension: string } | null> {
  const type = await fileTypeFromBuffer(buffer);
  const extension = type ? allowed[type.mime] : undefined;
  return type && extension ? { mime: type.mime, extension } : null;
}

/** Width and height in pixels, refusing a picture over the limit before decoding it. */
export async function imageSize(buffer: Buffer): Promise<{ width: number; height: number }> {
  // The header alone gives the size; without `limitInputPixels: false` sharp refuses to read even
  // that past its own 268 MP default, and a huge canvas would be called damaged.
  const header = await sharp()(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw new AppError(415, IMAGE_MESSAGES.unreadable);
  if (header.width * header.height > MAX_IMAGE_PIXELS)
    throw new AppError(413, IMAGE_MESSAGES.tooManyPixels);
  return { width: header.width, height: header.height };
}

/**
 * Decodes an image within the pixel limit and encodes it again in its own format: what is stored
 * is pixels we wrote, so metadata (a phone's GPS position, a camera's serial) and anything hidden
 * after the image data are gone, and the EXIF orientation is applied. Artwork goes to print, so
 * the lossy formats keep a high quality and full colour resolution.
 */
export async function reencodeImage(buffer: Buffer, mime: string): Promise<Buffer> {
  await imageSize(buffer);
  const image = sharp()(buffer, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    failOn: 'error',
    autoOrient: true,
  });
  const encoded =
    mime === 'image/png'
      ? image.png()
      : mime === 'image/jpeg'
        ? image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
        : image.webp({ quality: 95, alphaQuality: 100 });
  return encoded.toBuffer().catch(() => {
    throw new AppError(415, IMAGE_MESSAGES.unreadable);
  });
}
