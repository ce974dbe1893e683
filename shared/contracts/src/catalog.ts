/**
 * The product model (spec section 3, issue 5): what the catalogue API answers and what the cart
 * and the builder read. Money on the wire is a number in currency units (pesos), already exact to
 * the tenant's decimals; the server computes every price, the browser only shows them.
 *
 * Every amount the catalogue answers is the tenant's price as a buyer sees it: the catalogue's
 * cost with the reseller's margin, and with IVA when the tenant shows prices with taxes
 * (`withTaxes`). Costs and margins stay on the server (the pricing engine reads them there).
 */

export type ProductKind = 'simple' | 'curva';

export interface ProductColor {
  name: string;
  /** `#rrggbb` */
  hex: string;
  /** In a product summary's colours: the product's picture in this colour, when it has one. */
  image?: string | null;
}

export interface ProductVariant {
  id: number;
  sku: string;
  color: ProductColor | null;
  size: string | null;
  stock: number;
  /** The picture of this variant (its colour), when it has one. */
  image: string | null;
}

/** From `minQuantity` units on, each unit costs `unitPrice`, before any technique's cost. */
export interface PriceTier {
  minQuantity: number;
  unitPrice: number;
}

/**
 * Where a technique can print, per view of the product, in millimetres. The position is from the
 * view's top-left corner (see `ProductView`); the design may reach `bleedMm` past the edge (outer
 * line) and should keep its important parts `safetyMm` inside it (inner line).
 */
export interface PrintArea {
  id: number;
  view: string;
  name: string;
  widthMm: number;
  heightMm: number;
  xMm: number;
  yMm: number;
  bleedMm: number;
  safetyMm: number;
}

/** A side of the product in the builder: its picture and the real size the picture spans. */
export interface ProductView {
  /** What print areas name in `view` (e.g. 'Frente'). */
  name: string;
  image: string | null;
  widthMm: number;
  heightMm: number;
}

/** What a technique can print (data on the technique; the builder and the server check them). */
export interface TechniqueRules {
  /** Most distinct colours a design may use; null: any. */
  maxColors: number | null;
  minTextHeightMm: number | null;
  minLineWidthMm: number | null;
  /** False when only texts and vector images can be applied (e.g. laser). */
  rasterAllowed: boolean;
  maxImprintWidthMm: number | null;
  maxImprintHeightMm: number | null;
  /** Which of the tenant's palettes its colours come from (`Designs/GetDesignerSettings`). */
  palette: 'ink' | 'thread';
}

export interface ApplicationTechnique {
  id: number;
  code: string;
  name: string;
  /** Below this quantity the line pays `customizationUnderMinimumExtraCost`. */
  minUnitsForPrinting: number;
  customizationUnderMinimumExtraCost: number;
  setupCost: number;
  unitCost: number;
  /** What `unitCost` is per: each unit, each unit and colour, or each unit and print area. */
  costPer: 'unit' | 'color' | 'area';
  maxColors: number | null;
  rules: TechniqueRules;
  printAreas: PrintArea[];
}

export interface ProductSummary {
  id: number;
  externalId: string;
  /** The URL slug: `productDesc` in `/product-detail/.../{productDesc}`. */
  slug: string;
  kind: ProductKind;
  productType: string | null;
  name: string;
  description: string;
  category: { slug: string; title: string };
  brand: string | null;
  featuredImg: string | null;
  /** The lowest unit price over the tiers: "desde $ ...". */
  priceFrom: number;
  colors: ProductColor[];
  totalStock: number;
  techniques: { id: number; name: string }[];
  isCustomizable: boolean;
  createdAt: string;
}

export interface ProductDetail extends ProductSummary {
  images: string[];
  videoUrl: string | null;
  complementaryInformation: string | null;
  weightGrams: number;
  sizeCm: { width: number; height: number; depth: number };
  variants: ProductVariant[];
  priceTiers: PriceTier[];
  techniques: ApplicationTechnique[];
  /** The builder's views; the print areas of each technique name one of them. */
  views: ProductView[];
}

/** One page of a product list (`GetProductsList`, the `Search` POST). */
export interface ProductListResult {
  items: ProductSummary[];
  totalCount: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

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

export interface CategorySummary {
  id: number;
  slug: string;
  title: string;
  featured: boolean;
  productCount: number;
  /** The picture of the category's best seller. */
  image: string | null;
}

export interface ColorOption extends ProductColor {
  productCount: number;
}

export interface BrandOption {
  name: string;
  productCount: number;
}

/** `GetPrintingTypes` (Filtro, PaginaActual). */
export interface PrintingTypesResult {
  items: Omit<ApplicationTechnique, 'printAreas'>[];
  totalCount: number;
  page: number;
}

export interface PrintingTypesConfig {
  usePriceWithoutMinimun: boolean;
  techniques: (Pick<
    ApplicationTechnique,
    'id' | 'code' | 'name' | 'minUnitsForPrinting' | 'maxColors' | 'costPer'
  > & {
    views: string[];
  })[];
}

/** `UpdateFavoriteProduct` body and answer. */
export interface FavoriteChange {
  productId: number;
  isFavorite: boolean;
}

/** `GetCatalogDownloadLink`: a signed address of the catalogue PDF, valid a few minutes. */
export interface CatalogDownloadLink {
  url: string;
  expiresAt: string;
}

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
