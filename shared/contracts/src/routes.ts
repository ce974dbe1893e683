import type { ProductKind } from './catalog.ts';

/**
 * The spec's routes (section 2), relative to the tenant prefix `/{tenantName}`. Patterns are in
 * react-router syntax; the builders below are the only way apps should write a link.
 */
export const ROUTE_PATTERNS = {
  home: '/',
  about: '/about',
  policy: '/policy',
  auth: '/auth',
  activate: '/auth/activate',
  resetPassword: '/auth/reset-password',
  profile: '/profile',
  checkout: '/checkout',
  confirmPurchase: '/confirm-purchase',
  customizeProduct: '/customize-product',
  favorites: '/favorites',
  shoppingCart: '/shopping-cart',
  ordersList: '/orders/list',
  orderDetail: '/orders/detail/:id?',
  quotesList: '/orders/quote/list',
  quoteDetail: '/orders/quote/detail',
  productsList: '/products-list/:categoryDesc',
  productDetailSimple: '/product-detail/:productType?/simple/:productDesc',
  productDetailCurve: '/product-detail/:productType?/curva/:productDesc',
  /** The back office (mf-backoffice): its own pages under it, for the tenant's staff. */
  admin: '/admin/*',
} as const;

export type RouteName = keyof typeof ROUTE_PATTERNS;

/** `categoryDesc` that lists every product. */
export const ALL_PRODUCTS = 'all';

type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: () => '/',
  about: () => '/about',
  policy: () => '/policy',
  /** Login or register; `from` is where to return afterwards, without the tenant prefix. */
  auth: (options: { mode?: 'login' | 'register'; from?: string } = {}) =>
    withQuery('/auth', { mode: options.mode, from: options.from }),
  activate: (query?: Query) => withQuery('/auth/activate', query),
  resetPassword: (query?: Query) => withQuery('/auth/reset-password', query),
  profile: () => '/profile',
  checkout: () => '/checkout',
  confirmPurchase: (query?: Query) => withQuery('/confirm-purchase', query),
  /** Sends the buyer to the card provider to pay the order (the spec's /confirm-purchase). */
  payOrder: (orderId: number) => withQuery('/confirm-purchase', { orderId }),
  /**
   * The payment result page: where the card provider sends the buyer back (the API's back URLs,
   * with `withTenant`); the provider may add its own query, which the page does not trust.
   */
  paymentResult: (orderId: number) => withQuery('/confirm-purchase', { orderId, result: 1 }),
  customizeProduct: (query?: Query) => withQuery('/customize-product', query),
  favorites: () => '/favorites',
  shoppingCart: () => '/shopping-cart',
  ordersList: () => '/orders/list',
  orderDetail: (id?: number | string) =>
    id === undefined ? '/orders/detail' : `/orders/detail/${segment(id)}`,
  quotesList: () => '/orders/quote/list',
  quoteDetail: (query?: Query) => withQuery('/orders/quote/detail', query),
  productsList: (categoryDesc: string = ALL_PRODUCTS, query?: Query) =>
    withQuery(`/products-list/${segment(categoryDesc)}`, query),
  productDetail: (product: {
    kind: ProductKind;
    productDesc: string;
    productType?: string | null;
  }) =>
    product.productType
      ? `/product-detail/${segment(product.productType)}/${product.kind}/${segment(product.productDesc)}`
      : `/product-detail/${product.kind}/${segment(product.productDesc)}`,
} as const;

/** Prefixes a tenant-relative path with the tenant, for links that leave the router. */
export function withTenant(tenant: string, path: string): string {
  return `/${encodeURIComponent(tenant)}${path === '/' ? '/' : path}`;
}

/** Splits `/{tenant}/rest?query` into the tenant and the tenant-relative path. */
export function splitTenantPath(pathname: string): { tenant: string | null; path: string } {
  const match = /^\/([^/?#]+)(\/[^?#]*)?$/.exec(pathname);
  if (!match?.[1]) return { tenant: null, path: pathname || '/' };
  return { tenant: decodeURIComponent(match[1]), path: match[2] || '/' };
}
