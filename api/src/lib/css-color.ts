const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
// Functional notations with numbers, units, commas, slashes and spaces only: nothing that could
// end a declaration (`;`, `}`) or open a url().
const FUNCTIONAL = /^(?:rgba?|hsla?)\(\s*[0-9.\s,%/+-]+(?:deg|rad|turn)?[0-9.\s,%/+-]*\)$/i;

/** Whether a value is a colour we accept from a tenant: hex, rgb()/rgba() or hsl()/hsla(). */
export function isCssColor(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64) return false;
  const trimmed = value.trim();
  return HEX.test(trimmed) || FUNCTIONAL.test(trimmed);
}

/** Colour names become custom property names (`--color-<name>`): keep them to safe characters. */
export function isColorName(name: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9-]{0,39}$/.test(name);
}

/** `#rgb` / `#rrggbb` as 0..255 channels, or null for other notations. */
function hexChannels(value: string): [number, number, number] | null {
  const hex = value.trim().replace('#', '');
  const full =
    hex.length === 3 || hex.length === 4
      ? [...hex.slice(0, 3)].map((c) => c + c).join('')
      : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/**
 * White or near-black text, whichever reads better on a colour (WCAG relative luminance); null
 * when the colour is not hex. A tenant with a yellow primary must not get white text on it.
 */
export function readableTextOn(color: string): string | null {
  const channels = hexChannels(color);
  if (!channels) return null;
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is (1.05)/(L+0.05); with #1d2330 (L≈0.016) it is (L+0.05)/0.066.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.066 ? '#ffffff' : '#1d2330';
}
