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
import { api } from '@store/platform';

/** Every call the catalogue makes, one line each (spec section 7, "Catalogue and configuration"). */
export const catalogApi = {
  categories: () => api.get<CategorySummary[]>(CATALOG_API.categories, { isEcommerceClient: true }),
  colors: () => api.get<ColorOption[]>(CATALOG_API.colors),
  brands: () => api.get<BrandOption[]>(CATALOG_API.brands),
  printingTypes: () => api.get<PrintingTypesResult>(CATALOG_API.printingTypes, { PaginaActual: 1 }),
  products: (query: ProductListQuery) =>
    api.get<ProductListResult>(CATALOG_API.productsList, { ...query }),
  detail: (slug: string) => api.get<ProductDetail>(CATALOG_API.productDetail, { slug }),
  trending: (limit: number) => api.get<ProductSummary[]>(CATALOG_API.trending, { limit }),
  registerCartAddition: (productId: number) =>
    api.post<null>(CATALOG_API.registerCartAddition, { productId }),
  favorites: () => api.get<ProductSummary[]>(CATALOG_API.favorites),
  setFavorite: (change: FavoriteChange) =>
    api.post<FavoriteChange>(CATALOG_API.updateFavorite, change),
  downloadLink: (category: string | null) =>
    api.get<CatalogDownloadLink>(CATALOG_API.downloadLink, category ? { category } : {}),
  /** The shell engineer's customer logos; the home hides them when the call fails. */
  distributorLogos: () =>
    api.get<{ name: string; logo_url: string }[]>('/api/users/distributor/logo_url', { limit: 8 }),
};
