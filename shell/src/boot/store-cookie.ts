/**
 * A cookie of one store: `Path=/{tenant}`, since each store keeps its own (one is Chilean, another
 * not; a buyer signed in to one is a guest in the other). `null` deletes it.
 */
export function writeStoreCookie(
  tenant: string,
  name: string,
  value: string | null,
  days: number,
  doc: Document = document,
): void {
  const maxAge = value === null ? 0 : days * 24 * 60 * 60;
  doc.cookie = `${name}=${value ?? ''}; Max-Age=${maxAge}; Path=/${encodeURIComponent(tenant)}; SameSite=Lax`;
}

/** The value of a cookie this page can see (its store's, by path), or null. */
export function readCookie(name: string, doc: Document = document): string | null {
  for (const pair of doc.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}
