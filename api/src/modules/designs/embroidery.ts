import type Sharp from 'sharp';
import type { PaletteColor } from '@store/contracts/wire/designs';
import { lazyRequire } from '../../lib/lazy.js';

const sharp = lazyRequire<typeof Sharp>('sharp');

/**
 * The embroidery preview: a rendered design reduced to the tenant's thread colours, with a
 * thread texture (on the preview only, never on a production file), and a stitch estimate.
 */

/** Fill stitches per square inch: the middle of the usual 1,000 to 2,000. */
export const STITCHES_PER_SQUARE_INCH = 1500;
const MM2_PER_SQUARE_INCH = 25.4 * 25.4;

/** Stitches to fill `coveredMm2` of fabric, to the nearest ten. */
export function estimateStitches(coveredMm2: number): number {
  return Math.round(((coveredMm2 / MM2_PER_SQUARE_INCH) * STITCHES_PER_SQUARE_INCH) / 10) * 10;
}

const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** The palette entry closest to a colour (RGB weighted for the eye: 2, 4, 3). */
export function nearestThread(rgb: number[], threads: number[][]): number {
  let best = 0;
  let bestDistance = Infinity;
  threads.forEach(([r = 0, g = 0, b = 0], index) => {
    const distance = 2 * (rgb[0]! - r) ** 2 + 4 * (rgb[1]! - g) ** 2 + 3 * (rgb[2]! - b) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}

/** Satin-like shading: diagonal rows of stitches, 4 px apart, lighter on their crest. */
const threadShade = (x: number, y: number) =>
  0.8 + 0.3 * Math.abs(Math.sin(((x + 2 * y) * Math.PI) / 4));

export interface EmbroideryPreview {
  png: Buffer;
  stitches: number;
  /** The threads used, most stitched first. */
  threads: PaletteColor[];
}

/** `rendered`: the design as a transparent PNG at `dpi`. */
export async function embroideryPreview(
  rendered: Buffer,
  dpi: number,
  palette: PaletteColor[],
): Promise<EmbroideryPreview> {
  const { data, info } = await sharp()(rendered)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const threads = palette.map((thread) => rgbOf(thread.hex));
  const pixels = info.width * info.height;
  const chosen = new Int16Array(pixels).fill(-1);
  const used = new Array<number>(palette.length).fill(0);
  for (let p = 0; p < pixels; p += 1) {
    // Thread covers a pixel or not: half-transparent edges are stitched or left out.
    if (data[p * 4 + 3]! < 128) continue;
    chosen[p] = nearestThread([data[p * 4]!, data[p * 4 + 1]!, data[p * 4 + 2]!], threads);
    used[chosen[p]!]! += 1;
  }
  // A thread on under 2 % of the stitches is an anti-aliased edge between two colours (as in
  // spot-colors.ts): those pixels take the closest of the design's main threads instead.
  const stitched = used.reduce((sum, count) => sum + count, 0);
  const main = used.map((count) => count >= 0.02 * stitched);
  const mainIndexes = main.flatMap((isMain, index) => (isMain ? [index] : []));
  const out = Buffer.alloc(pixels * 4);
  used.fill(0);
  for (let p = 0; p < pixels; p += 1) {
    if (chosen[p]! < 0) continue;
    let index = chosen[p]!;
    if (!main[index])
      index =
        mainIndexes[
          nearestThread(
            threads[index]!,
            mainIndexes.map((i) => threads[i]!),
          )
        ]!;
    used[index]! += 1;
    const shade = threadShade(p % info.width, Math.floor(p / info.width));
    for (let c = 0; c < 3; c += 1)
      out[p * 4 + c] = Math.min(255, Math.round(threads[index]![c]! * shade));
    out[p * 4 + 3] = 255;
  }
  const mm2PerPixel = (25.4 / dpi) ** 2;
  const covered = stitched * mm2PerPixel;
  return {
    png: await sharp()(out, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer(),
    stitches: estimateStitches(covered),
    threads: palette
      .map((thread, index) => ({ thread, count: used[index]! }))
      .filter(({ count }) => count > 0)
      .sort((a, b) => b.count - a.count)
      .map(({ thread }) => thread),
  };
}
