import { expect, test } from '../support/fixtures.ts';
import { servedHtml } from '../support/served-html.ts';
import { startSecondInstance } from '../support/store-server.ts';

/**
 * The server renders many pages at once (one i18next instance and one API client per page, no
 * queue): 50 pages of both stores, asked for together, each hold only their own store, words and
 * prices. A query nobody asked before (`?r=`) keeps each request out of the page cache, so every
 * one is rendered. A store renders six pages at once and queues the others (STORE_SSR_RENDERS):
 * the pages are asked of an instance of its own that renders all 50 together. (Other journeys buy and look at products meanwhile, so stock and 'Lo más
 * pedido' move: the checks are what must never mix, not a page's every byte.)
 */
const PAGES = [
  '/',
  '/products-list/all',
  '/product-detail/simple/taza-ceramica-clasica-11-oz',
  '/about',
  '/policy',
];
const STORES = {
  // Argentina: 'Carrito', voseo, prices with cents.
  'demo-ar': { name: 'Promo Sur', cart: 'Carrito', other: 'Andes Merch', cents: true },
  // Chile: 'Carro', tú, prices in whole pesos.
  'demo-cl': { name: 'Andes Merch', cart: 'Carro', other: 'Promo Sur', cents: false },
} as const;
type Tenant = keyof typeof STORES;
const VOSEO = /\b(Personalizá|Descargá|Seguinos|Ingresá|Elegí|Agregá)\b/;

/** The page's visible text, rendered on the server (not the boot payload, which names the address). */
function renderedText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="store-boot"'));
  expect(root, 'the page was rendered on the server').toContain('data-remote="mf-catalog"');
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

test('50 pages of both stores rendered at once each hold only their own store, words and prices', async ({
  store,
}) => {
  const tenants = Object.keys(STORES) as Tenant[];
  const requests = Array.from({ length: 50 }, (_, index) => ({
    tenant: tenants[index % tenants.length]!,
    page: PAGES[Math.floor(index / tenants.length) % PAGES.length]!,
  }));
  const instance = await startSecondInstance({
    ...store,
    databaseUrl: process.env.STORE_DATABASE_URL ?? null,
    // What is checked is what the pages hold, not how fast: on a busy machine 50 first renders
    // at once may take longer than a buyer is kept waiting (3 s), and would be client-rendered.
    env: { STORE_SSR_RENDERS: String(requests.length), STORE_SSR_TIMEOUT_MS: '60000' },
  });
  const pages = await Promise.all(
    requests.map(({ tenant, page }, index) =>
      servedHtml(`${instance.url}/${tenant}${page}?r=${Date.now()}-${index}`),
    ),
  ).finally(() => instance.stop());
  requests.forEach(({ tenant, page }, index) => {
    const expected = STORES[tenant];
    const text = renderedText(pages[index]!);
    const where = `${tenant}${page}, rendered beside 49 others`;
    expect(text, where).toContain(`© ${new Date().getFullYear()} ${expected.name}`);
    expect(text, where).not.toContain(expected.other);
    expect(text, where).toContain(` ${expected.cart} `);
    if (tenant === 'demo-cl') expect(text, where).not.toMatch(VOSEO);
    else expect(text, where).not.toContain(' Carro ');
    // Argentine prices are written with their cents ("$ 16.883,10"), Chilean ones never.
    const withCents = text.match(/\$ [\d.]+,\d\d/g) ?? [];
    if (expected.cents)
      expect(page === '/about' || page === '/policy' || withCents.length > 0, where).toBe(true);
    else expect(withCents, where).toEqual([]);
  });
});
