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
