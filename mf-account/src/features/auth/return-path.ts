const BASE = 'http://store.invalid';

/** Backslashes (read as slashes by browsers) and control characters (stripped by them). */
const isUnsafeCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 32 || code === 127;
};

/**
 * Where to go after login: the query's `from` when it is a path inside this store (without the
 * tenant prefix), home otherwise. Absolute and protocol-relative addresses, backslashes and
 * control characters are refused: a link could otherwise send the buyer to another site.
 */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return '/';
  if ([...from].some(isUnsafeCharacter)) return '/';
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  // Back to the login page itself would be a loop.
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
