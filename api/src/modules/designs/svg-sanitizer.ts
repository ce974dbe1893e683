import createDOMPurify from 'dompurify';
import type * as Jsdom from 'jsdom';
import { lazy, lazyRequire } from '../../lib/lazy.js';

/**
 * SVG uploads (notes/reliability-and-security.md, "Files"): DOMPurify with its SVG profile, and
 * the upload refused when it removed anything or when the picture points outside itself (an
 * `href` or `url()` that is not `#id`): a logo never needs scripts, handlers or other files.
 */
const jsdom = lazyRequire<typeof Jsdom>('jsdom');
const purifier = lazy(() => createDOMPurify(new (jsdom().JSDOM)('').window));

const WRAPPERS = new Set(['HTML', 'HEAD', 'BODY']);
const INTERNAL_REFERENCE = /^\s*#/;
const URL_FUNCTION = /url\(\s*['"]?\s*([^'")\s]*)/gi;

function externalReferences(node: Element): boolean {
  for (const attribute of Array.from(node.attributes)) {
    const name = attribute.name.toLowerCase();
    if ((name === 'href' || name === 'xlink:href') && !INTERNAL_REFERENCE.test(attribute.value))
      return true;
    for (const match of attribute.value.matchAll(URL_FUNCTION))
      if (!INTERNAL_REFERENCE.test(match[1] ?? '')) return true;
  }
  return false;
}

export type SanitizedSvg = { ok: true; svg: string } | { ok: false };

export function sanitizeSvg(text: string): SanitizedSvg {
  const purify = purifier();
  let external = false;
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (externalReferences(node)) external = true;
  });
  try {
    const svg = purify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      // A <style> element could import or point anywhere: logos style with attributes.
      FORBID_TAGS: ['style'],
    });
    const removed = purify.removed.filter((entry) => {
      if (!('element' in entry)) return true;
      // The HTML parser's own wrapper and the XML declaration or comments carry nothing active.
      const node = entry.element as Node | undefined;
      return node?.nodeType === 1 && !WRAPPERS.has(node.nodeName);
    });
    if (external || removed.length > 0 || !/^<svg[\s>]/.test(svg.trim())) return { ok: false };
    return { ok: true, svg };
  } finally {
    purify.removeHook('afterSanitizeAttributes');
  }
}
