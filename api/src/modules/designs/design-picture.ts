import type Sharp from 'sharp';
import { AppError } from '../../http/errors.js';
import {
  imageSize,
  MAX_IMAGE_PIXELS,
  RASTER_TYPES,
  reencodeImage,
  sniffType,
} from '../../lib/uploaded-image.js';
import { DESIGN_MESSAGES } from './design-messages.js';
import { spotColors } from './spot-colors.js';
import { sanitizeSvg } from './svg-sanitizer.js';
import { lazyRequire } from '../../lib/lazy.js';

const sharp = lazyRequire<typeof Sharp>('sharp');

/** An upload checked, re-encoded (or sanitised) and measured, ready to store. */
export interface CheckedPicture {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';
  extension: string;
  widthPx: number;
  heightPx: number;
  isVector: boolean;
  colors: string[];
}

const looksLikeSvg = (buffer: Buffer) =>
  /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(
    buffer.subarray(0, 4096).toString('utf8'),
  );

async function checkSvg(buffer: Buffer): Promise<CheckedPicture> {
  const sanitized = sanitizeSvg(buffer.toString('utf8'));
  if (!sanitized.ok) throw new AppError(415, DESIGN_MESSAGES.activeSvg);
  const bytes = Buffer.from(sanitized.svg);
  const { width, height } = await sharp()(bytes)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (!width || !height) throw new AppError(415, DESIGN_MESSAGES.badType);
  // Rendered small for counting: a vector's declared size may be anything.
  const density = Math.max(1, Math.min(72, (72 * 400) / Math.max(width, height)));
  const rendering = await sharp()(bytes, { density, limitInputPixels: MAX_IMAGE_PIXELS })
    .png()
    .toBuffer()
    .catch(() => {
      throw new AppError(415, DESIGN_MESSAGES.badType);
    });
  return {
    bytes,
    contentType: 'image/svg+xml',
    extension: 'svg',
    widthPx: width,
    heightPx: height,
    isVector: true,
    colors: await spotColors(rendering),
  };
}

/** Type by the bytes, pixel limit, re-encoding (raster) or sanitising (SVG), colours counted. */
export async function checkPicture(buffer: Buffer): Promise<CheckedPicture> {
  const type = await sniffType(buffer, RASTER_TYPES);
  if (!type) {
    if (looksLikeSvg(buffer)) return checkSvg(buffer);
    throw new AppError(415, DESIGN_MESSAGES.badType);
  }
  const { width, height } = await imageSize(buffer);
  const bytes = await reencodeImage(buffer, type.mime);
  return {
    bytes,
    contentType: type.mime as CheckedPicture['contentType'],
    extension: type.extension,
    widthPx: width,
    heightPx: height,
    isVector: false,
    colors: await spotColors(bytes),
  };
}
