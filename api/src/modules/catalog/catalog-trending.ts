import { AppError } from '../../http/errors.js';
import type { Tenant } from '../tenants/index.js';
import type { ActivityRepository, ProductEventKind } from './catalog-activity.repository.js';
import type { ProductListResult } from '@store/contracts/wire/catalog';
import type { ListParams } from './list-params.js';

/** Trending counts what buyers did in this many days. */
export const TRENDING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Views wait in memory and are written together, within 2 s or by 500: the product page is the
 * store's most asked call, and a write on each cost more than the rest of it. A view still
 * waiting when the process dies is not counted, which moves 'Lo más pedido' by nothing a buyer
 * would notice; a cart addition is written at once.
 */
const VIEWS_WAIT_MS = 2_000;
const VIEWS_BATCH = 500;

type ProductEvent = Parameters<ActivityRepository['record']>[0][number];

interface TrendingDependencies {
  activity: ActivityRepository;
  list(tenant: Tenant, params: ListParams): Promise<ProductListResult>;
  productExists(tenantId: number, productId: number): Promise<boolean>;
  /** Views the database would not take (they are dropped). */
  onViewsLost(error: unknown, count: number): void;
}

/**
 * 'Lo más pedido': the products buyers viewed and added to carts most in the last 30 days (a cart
 * addition weighs three views), in stock. Until there is enough activity the list is filled with
 * the newest products, never with the featured ones by rule (the home shows those apart).
 */
export function createTrending({
  activity,
  list,
  productExists,
  onViewsLost,
}: TrendingDependencies) {
  const event = (tenant: Tenant, productId: number, kind: ProductEventKind): ProductEvent => ({
    tenantId: tenant.id,
    productId,
    kind,
    at: new Date().toISOString(),
  });

  let waitingViews: ProductEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let written: Promise<void> = Promise.resolve();

  /** Writes the views that wait; resolves once they (and any earlier batch) are written. */
  function writeViews(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waitingViews;
    waitingViews = [];
    if (batch.length > 0)
      written = written
        .then(() => activity.record(batch))
        .catch((error: unknown) => onViewsLost(error, batch.length));
    return written;
  }

  return {
    /** A buyer looked at a product that a page just showed. */
    recordView(tenant: Tenant, productId: number): void {
      waitingViews.push(event(tenant, productId, 'view'));
      if (waitingViews.length >= VIEWS_BATCH) void writeViews();
      else timer ??= setTimeout(() => void writeViews(), VIEWS_WAIT_MS).unref();
    },

    async recordCartAddition(tenant: Tenant, productId: number): Promise<void> {
      if (!(await productExists(tenant.id, productId)))
        throw AppError.notFound('No encontramos este producto.');
      await activity.record([event(tenant, productId, 'cart')]);
    },

    /** Writes the views that wait (the app does on close). */
    writeViews,

    async trending(tenant: Tenant, limit: number) {
      // This process's own views count at once.
      await writeViews();
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
  };
}
