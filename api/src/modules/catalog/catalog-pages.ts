import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';

const LIST = /^\/products-list\/([^/]+)\/?$/;
const DETAIL = /^\/product-detail\/(?:[^/]+\/)?(simple|curva)\/([^/]+)\/?$/;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** An unknown product or category: the shell page still renders its not-found page, with a 404. */
const NOT_FOUND = { title: 'Página no encontrada', description: null, notFound: true } as const;

const clip = (text: string, max = 160) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

const productPath = (row: { kind: string; slug: string; product_type: string | null }) =>
  row.product_type
    ? `/product-detail/${encodeURIComponent(row.product_type)}/${row.kind}/${row.slug}`
    : `/product-detail/${row.kind}/${row.slug}`;

/**
 * The catalogue's pages in the served HTML and the sitemap: each product and list page has its
 * own title and description, and every category and product is listed for search engines.
 */
export function registerCatalogPages(app: FastifyInstance): void {
  async function listMeta(tenant: Tenant, slug: string, query: URLSearchParams) {
    const search = query.get('search')?.trim().slice(0, 100);
    const page = Number(query.get('page') ?? '1');
    const categories = await app.catalog.categories(tenant);
    const category = categories.find((candidate) => candidate.slug === slug);
    if (slug !== 'all' && !category) return NOT_FOUND;
    const title = search
      ? `Resultados para "${search}"`
      : (category?.title ?? 'Todos los productos');
    const count = category?.productCount ?? categories.reduce((sum, c) => sum + c.productCount, 0);
    const suffix = Number.isInteger(page) && page > 1 ? ` (página ${page})` : '';
    const country =
      tenant.environment === 'CL'
        ? 'Cotiza en línea y recibe tu pedido en todo Chile.'
        : 'Cotizá en línea y recibí tu pedido en todo el país.';
    return {
      title: `${title}${suffix}`,
      description: clip(
        `${count} productos promocionales de ${(category?.title ?? 'todas las categorías').toLowerCase()} para personalizar con tu logo en ${tenant.displayName}. ${country}`,
      ),
    };
  }

  app.pageMeta.register(async (tenant, path, query) => {
    const list = LIST.exec(path);
    if (list?.[1]) {
      const slug = decode(list[1]);
      return slug ? listMeta(tenant, slug, query) : NOT_FOUND;
    }
    const detail = DETAIL.exec(path);
    const slug = detail?.[2] ? decode(detail[2]) : null;
    if (!detail) return null;
    if (!slug) return NOT_FOUND;
    try {
      const product = await app.catalog.detail(tenant, slug);
      return {
        title: product.name,
        description: clip(product.description),
        // A page served from the cache calls no GetProductDetail: the view is counted here.
        onCachedServe: () => app.catalog.recordView(tenant, product.id),
      };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return NOT_FOUND;
      throw error;
    }
  });

  app.sitemap.register(async (tenant) => {
    const [categories, products] = await Promise.all([
      app.catalog.categories(tenant),
      app.catalog.sitemapRows(tenant.id),
    ]);
    const newest = products.reduce<string | null>(
      (latest, row) => (!latest || row.updated_at > latest ? row.updated_at : latest),
      null,
    );
    return [
      { path: '/', lastModified: newest },
      { path: '/products-list/all', lastModified: newest },
      ...categories
        .filter((c) => c.productCount > 0)
        .map((c) => ({ path: `/products-list/${c.slug}`, lastModified: newest })),
      ...products.map((row) => ({ path: productPath(row), lastModified: row.updated_at })),
      { path: '/about', lastModified: null },
      { path: '/policy', lastModified: null },
    ];
  });
}
