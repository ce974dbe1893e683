import { expect, test } from '../support/fixtures.ts';
import { servedHtml } from '../support/served-html.ts';

/**
 * The server renders many pages at once (one i18next instance and one API client per page, no
 * queue): 50 pages of both stores, in both countries' Spanish, asked for together, come out
 * exactly as each does alone: no text, price or store of one page in another. A query nobody asked
 * before (`?r=`) keeps each request out of the page cache, so every one is rendered.
 */
const PAGES = [
  '/',
  '/products-list/all',
  '/product-detail/simple/taza-ceramica-clasica-11-oz',
  '/about',
  '/policy',
];
const TENANTS = ['demo-ar', 'demo-cl'] as const;

/** The page's markup, without the boot payload (which names the address asked for). */
function rendered(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="store-boot"'));
  expect(root, 'the page was rendered on the server').toContain('data-remote="mf-catalog"');
  return root;
}

const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

test('50 pages of both stores rendered at once are each what it is alone', async ({ store }) => {
  const requests = Array.from({ length: 50 }, (_, index) => ({
    tenant: TENANTS[index % TENANTS.length]!,
    page: PAGES[Math.floor(index / TENANTS.length) % PAGES.length]!,
  }));
  let probe = 0;
  const fetchPage = (tenant: string, page: string) =>
    servedHtml(`${store.url}/${tenant}${page}?r=${(probe += 1)}`).then(rendered);

  // Each page alone, one after another.
  const alone = new Map<string, string>();
  for (const tenant of TENANTS)
    for (const page of PAGES) alone.set(`${tenant}${page}`, await fetchPage(tenant, page));
  // Each store in its own words: Argentina's 'carrito' and voseo, Chile's 'carro' and tú.
  expect(text(alone.get('demo-ar/')!)).toContain('Ingresar Carrito ');
  expect(text(alone.get('demo-cl/')!)).toContain('Ingresar Carro ');
  expect(text(alone.get('demo-ar/')!)).toContain('Personalizá tazas');
  expect(text(alone.get('demo-cl/')!)).toContain('Personaliza tazas');

  // All at once.
  const together = await Promise.all(requests.map(({ tenant, page }) => fetchPage(tenant, page)));
  requests.forEach(({ tenant, page }, index) => {
    expect(together[index], `${tenant}${page}, rendered beside 49 others`).toBe(
      alone.get(`${tenant}${page}`),
    );
  });
});
