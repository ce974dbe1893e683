import {
  CATALOG_API,
  type BrandOption,
  type CatalogDownloadLink,
  type CategorySummary,
  type ColorOption,
  type FavoriteChange,
  type PrintingTypesResult,
  type ProductDetail,
  type ProductListQuery,
  type ProductListResult,
  type ProductSummary,
} from '@store/contracts';
import type { ApiCalls } from '@store/platform';

/**
 * Every call the catalogue makes, one line each (spec section 7, "Catalogue and configuration").
 * Each takes the client to call with: a page's (`useApiClient()`, the request's own on the
 * server), or the browser's `api` outside React.
 */
export const catalogApi = {
  categories: (api: ApiCalls) =>
    api.get<CategorySummary[]>(CATALOG_API.categories, { isEcommerceClient: true }),
  colors: (api: ApiCalls) => api.get<ColorOption[]>(CATALOG_API.colors),
  brands: (api: ApiCalls) => api.get<BrandOption[]>(CATALOG_API.brands),
  printingTypes: (api: ApiCalls) =>
    api.get<PrintingTypesResult>(CATALOG_API.printingTypes, { PaginaActual: 1 }),
  products: (api: ApiCalls, query: ProductListQuery) =>
    api.get<ProductListResult>(CATALOG_API.productsList, { ...query }),
  detail: (api: ApiCalls, slug: string) =>
    api.get<ProductDetail>(CATALOG_API.productDetail, { slug }),
  trending: (api: ApiCalls, limit: number) =>
    api.get<ProductSummary[]>(CATALOG_API.trending, { limit }),
  registerCartAddition: (api: ApiCalls, productId: number) =>
    api.post<null>(CATALOG_API.registerCartAddition, { productId }),
  favorites: (api: ApiCalls) => api.get<ProductSummary[]>(CATALOG_API.favorites),
  setFavorite: (api: ApiCalls, change: FavoriteChange) =>
    api.post<FavoriteChange>(CATALOG_API.updateFavorite, change),
  downloadLink: (api: ApiCalls, category: string | null) =>
    api.get<CatalogDownloadLink>(CATALOG_API.downloadLink, category ? { category } : {}),
  /** The shell engineer's customer logos; the home hides them when the call fails. */
  distributorLogos: (api: ApiCalls) =>
    api.get<{ name: string; logo_url: string }[]>('/api/users/distributor/logo_url', { limit: 8 }),
};
