import type Sharp from 'sharp';
import { lazyRequire } from '../../lib/lazy.js';

const sharp = lazyRequire<typeof Sharp>('sharp');

/**
 * The spot colours of a logo, as a screen printer would count them: the picture is sampled at a
 * small size without smoothing (no new in-between colours), transparent pixels are skipped, near
 * duplicates are one colour, and colours covering a sliver of the picture (anti-aliased edges,
 * noise) are not colours. Pure code on sharp's raw pixels.
 */

/** Under this distance (RGB, 0-441) two colours are the same ink. */
export const SAME_COLOR_DISTANCE = 48;
/** A colour covering less than this share of the opaque pixels is an edge, not an ink. */
const MIN_SHARE = 0.02;
const SAMPLE_SIDE = 200;
/** Past this a picture is a photo: the count says "many", techniques per colour refuse it. */
export const MAX_COUNTED_COLORS = 32;

type Rgb = [number, number, number];

const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
const hex = (rgb: Rgb) =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
export const rgbOf = (color: string): Rgb => {
  const value = parseInt(color.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

interface Cluster {
  rgb: Rgb;
  count: number;
}

/** Groups colours (most used first) into inks: each joins the first ink near enough to it. */
export function clusterColors(histogram: Map<string, number>): Cluster[] {
  const sorted = [...histogram.entries()].sort((a, b) => b[1] - a[1]);
  const clusters: Cluster[] = [];
  for (const [color, count] of sorted) {
    const rgb = rgbOf(color);
    const near = clusters.find((cluster) => distance(cluster.rgb, rgb) < SAME_COLOR_DISTANCE);
    if (near) near.count += count;
    else clusters.push({ rgb, count });
  }
  return clusters;
}

/** The inks of RGBA pixels, most used first, as `#rrggbb`. */
export function spotColorsOfPixels(rgba: Uint8Array | Buffer): string[] {
  const histogram = new Map<string, number>();
  let opaque = 0;
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if ((rgba[i + 3] ?? 0) < 128) continue;
    opaque += 1;
    // 5 bits a channel: sensor noise and JPEG ringing fall into the same bucket.
    const key = hex([(rgba[i] ?? 0) & 0xf8, (rgba[i + 1] ?? 0) & 0xf8, (rgba[i + 2] ?? 0) & 0xf8]);
    histogram.set(key, (histogram.get(key) ?? 0) + 1);
  }
  return clusterColors(histogram)
    .filter((cluster) => cluster.count >= opaque * MIN_SHARE)
    .slice(0, MAX_COUNTED_COLORS)
    .map((cluster) => hex(cluster.rgb));
}

/** The spot colours of a picture sharp can read (PNG, JPEG, WebP, or a sanitised SVG). */
export async function spotColors(picture: Buffer): Promise<string[]> {
  const { data } = await sharp()(picture, { limitInputPixels: 25_000_000 })
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, {
      fit: 'inside',
      kernel: 'nearest',
      withoutEnlargement: true,
    })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return spotColorsOfPixels(data);
}

/** Distinct inks over several designs' colours (a text in the logo's red is the same ink). */
export function distinctInks(colors: string[]): string[] {
  const inks: Rgb[] = [];
  for (const color of colors) {
    const rgb = rgbOf(color);
    if (!inks.some((ink) => distance(ink, rgb) < SAME_COLOR_DISTANCE)) inks.push(rgb);
  }
  return inks.map(hex);
}
