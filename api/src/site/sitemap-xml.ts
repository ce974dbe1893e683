import type { Tenant } from '../modules/tenants/index.js';
import type { SitemapEntry } from './sitemap.js';

/** A page of the sitemap with its absolute address, as the API and the XML answer it. */
export interface SitemapPage {
  path: string;
  url: string;
  lastModified: string | null;
}

/** Pages every store has, whatever its catalogue: the home page and the two texts. */
export const STORE_PAGES = ['/', '/about', '/policy'] as const;

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

/** Only tenant-relative paths: a provider can never point the sitemap at another site. */
const isRelativePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** Absolute addresses under PUBLIC_URL, one per path (the first provider to list a path wins). */
export function sitemapPages(
  publicUrl: string,
  tenant: Tenant,
  entries: readonly SitemapEntry[],
): SitemapPage[] {
  const seen = new Set<string>();
  const pages: SitemapPage[] = [];
  for (const entry of entries) {
    if (!isRelativePath(entry.path) || seen.has(entry.path)) continue;
    seen.add(entry.path);
    const path = entry.path === '/' ? '/' : entry.path;
    pages.push({
      path,
      url: `${publicUrl}/${encodeURIComponent(tenant.name)}${path}`,
      lastModified: entry.lastModified,
    });
  }
  return pages;
}

/** The sitemaps.org XML of a store's pages. */
export function sitemapXml(pages: readonly SitemapPage[]): string {
  const urls = pages.map((page) => {
    const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(page.url)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/**
 * robots.txt for the whole origin: every store's sitemap; API, assets and the pages that are
 * personal (account, cart, checkout) kept out of search engines.
 */
export function robotsTxt(publicUrl: string, tenantNames: readonly string[]): string {
  const personal = [
    '/auth',
    '/profile',
    '/orders/',
    '/shopping-cart',
    '/checkout',
    '/confirm-purchase',
    '/customize-product',
    '/favorites',
  ];
  const lines = [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /deploy/',
    ...personal.map((path) => `Disallow: /*${path}`),
    '',
    ...tenantNames.map((name) => `Sitemap: ${publicUrl}/${encodeURIComponent(name)}/sitemap.xml`),
  ];
  return `${lines.join('\n')}\n`;
}
