import type { CategorySummary, ProductSummary } from '@store/contracts';
import { catalogApi } from '../catalog-api/catalog-api';
import { useRemote, type RemoteRead } from '../catalog-api/use-remote';

export interface HomeData {
  categories: CategorySummary[];
  featured: ProductSummary[];
  trending: ProductSummary[];
}

const valueOf = <T>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

/**
 * Everything the home shows under its banners, loaded together: the page grows once instead of
 * shifting as each part arrives. A part that fails is left out; the rest still shows.
 */
export const HOME_READ: RemoteRead<HomeData> = {
  key: 'home',
  async load(api) {
    const [categories, featured, trending] = await Promise.allSettled([
      catalogApi.categories(api),
      catalogApi.products(api, { featured: true, pageSize: 8, sort: 'relevance' }),
      catalogApi.trending(api, 8),
    ]);
    return {
      categories: valueOf(categories, []),
      featured: valueOf(featured, null)?.items ?? [],
      trending: valueOf(trending, []),
    };
  },
};

export function useHomeData(): HomeData | undefined {
  return useRemote(HOME_READ).data;
}
