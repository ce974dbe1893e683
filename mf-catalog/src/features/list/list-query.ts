import { CATALOG_SORTS, type CatalogSort, type ProductListQuery } from '@store/contracts';

/** What a product list shows, as kept in its URL: a link or a reload shows the same page. */
export interface ListState {
  search: string;
  color: string;
  technique: string;
  brand: string;
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  sort: CatalogSort;
  page: number;
}

export const PAGE_SIZE = 24;

const text = (params: URLSearchParams, name: string, max: number) =>
  (params.get(name) ?? '').trim().slice(0, max);

function amount(params: URLSearchParams, name: string): number | null {
  const value = params.get(name);
  return value !== null && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Reads the URL, dropping values no list could use (a hand-edited or old link still opens). */
export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort') as CatalogSort | null;
  const page = Number(params.get('page'));
  return {
    search: text(params, 'search', 100),
    color: text(params, 'color', 40),
    technique: text(params, 'technique', 80),
    brand: text(params, 'brand', 60),
    minPrice: amount(params, 'minPrice'),
    maxPrice: amount(params, 'maxPrice'),
    inStock: params.get('inStock') === 'true',
    sort: sort && CATALOG_SORTS.includes(sort) ? sort : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL of a state: only what differs from the defaults, in a stable order. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.color) params.set('color', state.color);
  if (state.technique) params.set('technique', state.technique);
  if (state.brand) params.set('brand', state.brand);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.inStock) params.set('inStock', 'true');
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export function toApiQuery(category: string, state: ListState): ProductListQuery {
  const swapped =
    state.minPrice !== null && state.maxPrice !== null && state.minPrice > state.maxPrice;
  return {
    category,
    ...(state.search ? { search: state.search } : {}),
    ...(state.color ? { color: state.color } : {}),
    ...(state.technique ? { technique: state.technique } : {}),
    ...(state.brand ? { brand: state.brand } : {}),
    ...(state.minPrice !== null && !swapped ? { minPrice: state.minPrice } : {}),
    ...(state.maxPrice !== null && !swapped ? { maxPrice: state.maxPrice } : {}),
    ...(state.inStock ? { inStock: true } : {}),
    sort: state.sort,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

export const hasFilters = (state: ListState) =>
  Boolean(
    state.color ||
    state.technique ||
    state.brand ||
    state.inStock ||
    state.minPrice !== null ||
    state.maxPrice !== null,
  );
