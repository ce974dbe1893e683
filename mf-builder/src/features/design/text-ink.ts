/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** What large text needs to be read against its background (WCAG 2, AA). */
const READABLE = 3;

/**
 * The ink of a new text: the palette's usual one (its second colour) when it reads on the
 * product's colour, else the palette's colour that contrasts most with it (white on a black mug).
 */
export function newTextInk(palette: { hex: string }[], productHex: string | null): string {
  const usual = palette[1]?.hex ?? palette[0]?.hex ?? '#000000';
  if (!productHex || !/^#[0-9a-f]{6}$/i.test(productHex)) return usual;
  if (contrast(usual, productHex) >= READABLE) return usual;
  return palette.reduce(
    (best, color) =>
      contrast(color.hex, productHex) > contrast(best, productHex) ? color.hex : best,
    usual,
  );
}
