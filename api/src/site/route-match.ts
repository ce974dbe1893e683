import type { ShellRoute } from './site.schemas.js';

interface CompiledRoute {
  route: ShellRoute;
  regex: RegExp;
  score: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A react-router pattern (`/orders/detail/:id?`, `/product-detail/:productType?/simple/:productDesc`,
 * `/files/*`) as a regular expression, and a rank so the most specific pattern wins as in
 * react-router: static segments before dynamic ones before splats.
 */
export function compilePattern(route: ShellRoute): CompiledRoute {
  let source = '';
  let score = 0;
  for (const segment of route.pattern.split('/').filter(Boolean)) {
    const optional = segment.endsWith('?');
    const bare = optional ? segment.slice(0, -1) : segment;
    if (bare === '*') {
      source += '(?:/.*)?';
      score -= 2;
      continue;
    }
    const part = bare.startsWith(':') ? '/[^/]+' : `/${escapeRegex(bare)}`;
    source += optional ? `(?:${part})?` : part;
    score += bare.startsWith(':') ? 3 : 10;
  }
  return { route, regex: new RegExp(`^${source}/?$`, 'i'), score };
}

/** The route that owns a tenant-relative path, or null. */
export function matchRoute(routes: readonly ShellRoute[], path: string): ShellRoute | null {
  let best: CompiledRoute | null = null;
  for (const route of routes) {
    const compiled = compilePattern(route);
    if (compiled.regex.test(path) && (!best || compiled.score > best.score)) best = compiled;
  }
  return best?.route ?? null;
}
