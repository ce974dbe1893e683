/**
 * The product model (spec section 3, issue 5): what the catalogue API answers and what the cart
 * and the builder read. Money on the wire is a number in currency units (pesos), already exact to
 * the tenant's decimals; the server computes every price, the browser only shows them.
 *
 * Every amount the catalogue answers is the tenant's price as a buyer sees it: the catalogue's
 * cost with the reseller's margin, and with IVA when the tenant shows prices with taxes
 * (`withTaxes`). Costs and margins stay on the server (the pricing engine reads them there).
 *
 * The wire types are the API's schemas' (`wire/catalog.schemas.ts`), imported as types: no schema
 * reaches a page.
 */

import type { Static } from 'typebox';
import type {
  BrandOptionSchema,
  CategorySchema,
  ColorOptionSchema,
  ColorSchema,
  DownloadLinkSchema,
  FavoriteResultSchema,
  KindSchema,
  PriceTierSchema,
  PrintAreaSchema,
  PrintingTypesConfigSchema,
  PrintingTypesSchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductSummarySchema,
  ProductViewSchema,
  TechniqueRulesSchema,
  TechniqueSchema,
  VariantSchema,
} from './wire/catalog.schemas.ts';

export type ProductKind = Static<typeof KindSchema>;
export type ProductColor = Static<typeof ColorSchema>;
export type ProductVariant = Static<typeof VariantSchema>;
/** From `minQuantity` units on, each unit costs `unitPrice`, before any technique's cost. */
export type PriceTier = Static<typeof PriceTierSchema>;
/** Where a technique can print, per view of the product, in millimetres (see the schema). */
export type PrintArea = Static<typeof PrintAreaSchema>;
/** A side of the product in the builder: its picture and the real size the picture spans. */
export type ProductView = Static<typeof ProductViewSchema>;
/** What a technique can print (data on the technique; the builder and the server check them). */
export type TechniqueRules = Static<typeof TechniqueRulesSchema>;
export type ApplicationTechnique = Static<typeof TechniqueSchema>;
export type ProductSummary = Static<typeof ProductSummarySchema>;
export type ProductDetail = Static<typeof ProductDetailSchema>;
/** One page of a product list (`GetProductsList`, the `Search` POST). */
export type ProductListResult = Static<typeof ProductListSchema>;

export const CATALOG_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** `GetProductsList` query; multi-valued filters are comma-separated. */
export interface ProductListQuery {
  category?: string;
  search?: string;
  color?: string;
  technique?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  featured?: boolean;
  sort?: CatalogSort;
  page?: number;
  pageSize?: number;
}

export type CategorySummary = Static<typeof CategorySchema>;
export type ColorOption = Static<typeof ColorOptionSchema>;
export type BrandOption = Static<typeof BrandOptionSchema>;
/** `GetPrintingTypes` (Filtro, PaginaActual). */
export type PrintingTypesResult = Static<typeof PrintingTypesSchema>;
export type PrintingTypesConfig = Static<typeof PrintingTypesConfigSchema>;
/** `UpdateFavoriteProduct` body and answer. */
export type FavoriteChange = Static<typeof FavoriteResultSchema>;
/** `GetCatalogDownloadLink`: a signed address of the catalogue PDF, valid a few minutes. */
export type CatalogDownloadLink = Static<typeof DownloadLinkSchema>;

/** Paths of the catalogue API (`{group}` of spec section 7 is `Catalog`). */
export const CATALOG_API = {
  categories: '/api/services/app/Catalog/GetCategories',
  colors: '/api/services/app/Catalog/GetColors',
  brands: '/api/services/app/Catalog/GetBrands',
  search: '/api/services/app/Catalog/Search',
  productsList: '/api/services/app/Catalog/GetProductsList',
  productDetail: '/api/services/app/Catalog/GetProductDetail',
  trending: '/api/services/app/Catalog/GetTrendingProducts',
  /** POST `{ productId }`: a buyer added it to the cart (a signal of 'Lo más pedido'). */
  registerCartAddition: '/api/services/app/Catalog/RegisterCartAddition',
  updateFavorite: '/api/services/app/Catalog/UpdateFavoriteProduct',
  favorites: '/api/services/app/Catalog/GetFavorites',
  printingTypes: '/api/services/app/Catalog/GetPrintingTypes',
  printingTypesConfig: '/api/services/app/Catalog/GetPrintingTypesConfig',
  downloadLink: '/api/services/app/Catalog/GetCatalogDownloadLink',
} as const;
