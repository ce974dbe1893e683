/** A list request in the buyer's terms: prices as shown, filters by slug, name or code. */
export interface ListParams {
  categories?: string[];
  colors?: string[];
  techniques?: string[];
  brands?: string[];
  search?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  featured?: boolean;
  sort?: string;
  page?: number;
  pageSize?: number;
  productIds?: number[];
}
