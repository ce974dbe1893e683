import { distance, image, palette as palettes, utils } from 'image-q';

/**
 * Wu's quantiser keeps colour moments in 2^bits + 1 bins per channel: 5 bits (image-q's default)
 * costs about 1.2 million bins per run, 4 bits 83 thousand and finds the same spot colours in a
 * logo (the palette is the mean of each box, not a bin's corner).
 */
const WU_BITS = 4;

/** Pixels under this alpha are left out of the print (and made fully transparent). */
const OPAQUE = 128;

/**
 * A raster logo reduced to `count` flat colours, as a screen printer separates it: the palette
 * chosen by Xiaolin Wu's quantiser (image-q, MIT), each pixel given its nearest palette colour
 * with no dithering (dots of two inks are not a spot colour). Transparent pixels stay out of the
 * count; half-transparent edges become either ink or nothing. Returns new RGBA pixels.
 */
export function reduceColors(
  rgba: Uint8ClampedArray | Uint8Array,
  count: number,
): { pixels: Uint8ClampedArray; palette: string[] } {
  const opaque: number[] = [];
  for (let i = 0; i < rgba.length; i += 4) if ((rgba[i + 3] ?? 0) >= OPAQUE) opaque.push(i);
  const pixels = new Uint8ClampedArray(rgba.length);
  if (opaque.length === 0) return { pixels, palette: [] };

  // Only the printed pixels, opaque, as one row.
  const inks = new Uint8Array(opaque.length * 4);
  opaque.forEach((from, to) => {
    inks.set(rgba.subarray(from, from + 3), to * 4);
    inks[to * 4 + 3] = 255;
  });
  const container = utils.PointContainer.fromUint8Array(inks, opaque.length, 1);
  const metric = new distance.EuclideanBT709NoAlpha();
  const quantiser = new palettes.WuQuant(metric, Math.max(1, Math.round(count)), WU_BITS);
  quantiser.sample(container);
  const reduced = new image.NearestColor(metric)
    .quantizeSync(container, quantiser.quantizeSync())
    .toUint8Array();
  const used = new Set<string>();
  opaque.forEach((to, from) => {
    const rgb = reduced.subarray(from * 4, from * 4 + 3);
    pixels.set(rgb, to);
    pixels[to + 3] = 255;
    used.add(`#${[...rgb].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
  });
  return { pixels, palette: [...used] };
}
