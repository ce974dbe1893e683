import { reduceColors } from './reduce-colors';

/** A 40 x 40 logo: red and blue halves with a 4 px anti-aliased seam, in a transparent frame. */
function logo() {
  const size = 40;
  const pixels = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      if (x < 2 || y < 2 || x >= size - 2 || y >= size - 2) continue; // transparent frame
      const t = Math.min(1, Math.max(0, (x - 18) / 4)); // 0 = red ... 1 = blue
      pixels.set(
        [Math.round(220 * (1 - t) + 20 * t), 30, Math.round(30 * (1 - t) + 200 * t), 255],
        i,
      );
      // A few near-white highlights: a third colour.
      if (y > 30 && x > 30) pixels.set([250, 250, 250, 255], i);
    }
  return pixels;
}

const colorsOf = (pixels: Uint8ClampedArray) => {
  const seen = new Set<string>();
  for (let i = 0; i < pixels.length; i += 4)
    if (pixels[i + 3] === 255) seen.add(String([...pixels.subarray(i, i + 3)]));
  return seen;
};

describe('reducing a logo to N colours', () => {
  it('leaves exactly N flat colours, near the logo’s own, and keeps the transparent frame', () => {
    const source = logo();
    expect(colorsOf(source).size).toBeGreaterThan(3);
    const { pixels, palette } = reduceColors(source, 2);
    expect(colorsOf(pixels).size).toBe(2);
    expect(palette).toHaveLength(2);
    // The red corner stays reddish and the blue one bluish.
    const at = (x: number, y: number) => [
      ...pixels.subarray((y * 40 + x) * 4, (y * 40 + x) * 4 + 4),
    ];
    const [r1, , b1] = at(5, 5);
    const [r2, , b2] = at(30, 5);
    expect(r1! - b1!).toBeGreaterThan(100);
    expect(b2! - r2!).toBeGreaterThan(100);
    expect(at(0, 0)).toEqual([0, 0, 0, 0]);
    expect(at(39, 20)[3]).toBe(0);
  });

  it('keeps a third colour when asked for three', () => {
    const { pixels } = reduceColors(logo(), 3);
    expect(colorsOf(pixels).size).toBe(3);
    const highlight = [...pixels.subarray((35 * 40 + 35) * 4, (35 * 40 + 35) * 4 + 3)];
    expect(Math.min(...highlight)).toBeGreaterThan(200);
  });

  it('has nothing to print in a fully transparent picture', () => {
    expect(reduceColors(new Uint8ClampedArray(16), 2)).toEqual({
      pixels: new Uint8ClampedArray(16),
      palette: [],
    });
  });
});
