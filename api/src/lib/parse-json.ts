/** A stored JSON column's value, or `fallback` when the text is not JSON (never throws). */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
