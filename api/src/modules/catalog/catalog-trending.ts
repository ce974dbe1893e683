import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/tenants.service.js';
import type { ActivityRepository, ProductEventKind } from './catalog-activity.repository.js';
import type { ProductList } from './catalog.schemas.js';
import type { ListParams } from './catalog.service.js';

/** Trending counts what buyers did in this many days. */
export const TRENDING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface TrendingDependencies {
  activity: ActivityRepository;
  list(tenant: Tenant, params: ListParams): Promise<ProductList>;
  productExists(tenantId: number, productId: number): Promise<boolean>;
}

/**
 * 'Lo más pedido': the products buyers viewed and added to carts most in the last 30 days (a cart
 * addition weighs three views), in stock. Until there is enough activity the list is filled with
 * the newest products, never with the featured ones by rule (the home shows those apart).
 */
export function createTrending({ activity, list, productExists }: TrendingDependencies) {
  async function record(tenant: Tenant, productId: number, kind: ProductEventKind) {
    if (!(await productExists(tenant.id, productId)))
      throw AppError.notFound('No encontramos este producto.');
    await activity.record([{ tenantId: tenant.id, productId, kind, at: new Date().toISOString() }]);
  }

  return {
    async trending(tenant: Tenant, limit: number) {
      const since = new Date(Date.now() - TRENDING_DAYS * DAY_MS).toISOString();
      // Twice as many, as some of them may be out of stock now.
      const ids = await activity.mostWanted(tenant.id, since, limit * 2);
      const rank = new Map(ids.map((id, index) => [id, index]));
      const wanted = ids.length
        ? [...(await list(tenant, { productIds: ids, pageSize: ids.length, inStock: true })).items]
            .sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0))
            .slice(0, limit)
        : [];
      if (wanted.length >= limit) return wanted;
      const newest = await list(tenant, {
        sort: 'newest',
        pageSize: limit + wanted.length,
        inStock: true,
      });
      const fill = newest.items.filter((product) => !rank.has(product.id));
      return [...wanted, ...fill].slice(0, limit);
    },
    recordView: (tenant: Tenant, productId: number) => record(tenant, productId, 'view'),
    recordCartAddition: (tenant: Tenant, productId: number) => record(tenant, productId, 'cart'),
  };
}
