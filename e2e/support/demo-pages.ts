/** The catalogue pages of each demo store that come rendered from the server, by name. */
export const DEMO_CATALOGUE_PAGES = {
  'demo-ar': {
    home: '/',
    list: '/products-list/all',
    simple: '/product-detail/simple/taza-ceramica-clasica-11-oz',
    curve: '/product-detail/textil/curva/remera-de-algodon-peinado-24-1',
  },
  'demo-cl': {
    home: '/',
    list: '/products-list/all',
    simple: '/product-detail/simple/taza-ceramica-clasica-11-oz',
    curve: '/product-detail/textil/curva/polera-de-algodon-peinado-24-1',
  },
} as const;

export type DemoTenant = keyof typeof DEMO_CATALOGUE_PAGES;
