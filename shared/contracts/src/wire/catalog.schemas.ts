import { Type, type Static } from 'typebox';

/**
 * The product model on the wire (spec section 3, issue 5; the types in ../catalog.ts): what the
 * catalogue API answers and what the cart and the builder read. Money is a number in currency
 * units (pesos), already exact to the tenant's decimals: the tenant's price as a buyer sees it,
 * with the reseller's margin (and IVA when the tenant shows prices with taxes).
 */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ColorSchema = Type.Object({
  name: Type.String(),
  /** `#rrggbb` */
  hex: Type.String(),
  /** In a product summary's colours: the product's picture in this colour, when it has one. */
  image: Type.Optional(Nullable(Type.String())),
});

export const KindSchema = Type.Union([Type.Literal('simple'), Type.Literal('curva')]);
const CostPerSchema = Type.Union([
  Type.Literal('unit'),
  Type.Literal('color'),
  Type.Literal('area'),
]);

export const ProductSummarySchema = Type.Object({
  id: Type.Integer(),
  externalId: Type.String(),
  /** The URL slug: `productDesc` in `/product-detail/.../{productDesc}`. */
  slug: Type.String(),
  kind: KindSchema,
  productType: Nullable(Type.String()),
  name: Type.String(),
  description: Type.String(),
  category: Type.Object({ slug: Type.String(), title: Type.String() }),
  brand: Nullable(Type.String()),
  featuredImg: Nullable(Type.String()),
  /** The featured picture's alt text as the staff wrote it (issue 32); null: the name. */
  featuredImgAlt: Type.Optional(Nullable(Type.String())),
  /** The lowest unit price over the tiers: "desde $ ...". */
  priceFrom: Type.Number(),
  colors: Type.Array(ColorSchema),
  totalStock: Type.Integer(),
  techniques: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  isCustomizable: Type.Boolean(),
  createdAt: Type.String(),
});

/**
 * Where a technique can print, per view of the product, in millimetres. The position is from the
 * view's top-left corner (see `ProductViewSchema`); the design may reach `bleedMm` past the edge
 * (outer line) and should keep its important parts `safetyMm` inside it (inner line).
 */
export const PrintAreaSchema = Type.Object({
  id: Type.Integer(),
  view: Type.String(),
  name: Type.String(),
  widthMm: Type.Number(),
  heightMm: Type.Number(),
  xMm: Type.Number(),
  yMm: Type.Number(),
  bleedMm: Type.Number(),
  safetyMm: Type.Number(),
});

/** What a technique can print (data on the technique; the builder and the server check them). */
export const TechniqueRulesSchema = Type.Object({
  /** Most distinct colours a design may use; null: any. */
  maxColors: Nullable(Type.Integer()),
  minTextHeightMm: Nullable(Type.Number()),
  minLineWidthMm: Nullable(Type.Number()),
  /** False when only texts and vector images can be applied (e.g. laser). */
  rasterAllowed: Type.Boolean(),
  maxImprintWidthMm: Nullable(Type.Number()),
  maxImprintHeightMm: Nullable(Type.Number()),
  /** Which of the tenant's palettes its colours come from (`Designs/GetDesignerSettings`). */
  palette: Type.Union([Type.Literal('ink'), Type.Literal('thread')]),
});
export type TechniqueRules = Static<typeof TechniqueRulesSchema>;

/** A side of the product in the builder: its picture and the real size the picture spans. */
export const ProductViewSchema = Type.Object({
  /** What print areas name in `view` (e.g. 'Frente'). */
  name: Type.String(),
  image: Nullable(Type.String()),
  widthMm: Type.Number(),
  heightMm: Type.Number(),
});

export const TechniqueSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** Below this quantity the line pays `customizationUnderMinimumExtraCost`. */
  minUnitsForPrinting: Type.Integer(),
  customizationUnderMinimumExtraCost: Type.Number(),
  setupCost: Type.Number(),
  unitCost: Type.Number(),
  /** What `unitCost` is per: each unit, each unit and colour, or each unit and print area. */
  costPer: CostPerSchema,
  maxColors: Nullable(Type.Integer()),
  rules: TechniqueRulesSchema,
  printAreas: Type.Array(PrintAreaSchema),
});

export const VariantSchema = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  color: Nullable(ColorSchema),
  size: Nullable(Type.String()),
  stock: Type.Integer(),
  /** The picture of this variant (its colour), when it has one. */
  image: Nullable(Type.String()),
});

/** From `minQuantity` units on, each unit costs `unitPrice`, before any technique's cost. */
export const PriceTierSchema = Type.Object({
  minQuantity: Type.Integer(),
  unitPrice: Type.Number(),
});

export const ProductDetailSchema = Type.Object({
  ...ProductSummarySchema.properties,
  images: Type.Array(Type.String()),
  /** Each of `images`' alt text, in its order (issue 32); null: the product's name. */
  imageAlts: Type.Optional(Type.Array(Nullable(Type.String()))),
  videoUrl: Nullable(Type.String()),
  complementaryInformation: Nullable(Type.String()),
  weightGrams: Type.Integer(),
  sizeCm: Type.Object({ width: Type.Number(), height: Type.Number(), depth: Type.Number() }),
  variants: Type.Array(VariantSchema),
  priceTiers: Type.Array(PriceTierSchema),
  /** The builder's views; the print areas of each technique name one of them. */
  views: Type.Array(ProductViewSchema),
  techniques: Type.Array(TechniqueSchema),
});

/** One page of a product list (`GetProductsList`, the `Search` POST). */
export const ProductListSchema = Type.Object({
  items: Type.Array(ProductSummarySchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  totalPages: Type.Integer(),
});

export const CategorySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  featured: Type.Boolean(),
  productCount: Type.Integer(),
  /**
   * The staff's picture of the category, else its best seller's (its subcategories' included).
   */
  image: Nullable(Type.String()),
  /** The category it sits in (null: a root). The list is in reading order: parents first. */
  parentId: Nullable(Type.Integer()),
  /** 1 for a root, 2 for its children... */
  depth: Type.Integer(),
});

export const ColorOptionSchema = Type.Object({
  name: Type.String(),
  hex: Type.String(),
  productCount: Type.Integer(),
});
export const BrandOptionSchema = Type.Object({ name: Type.String(), productCount: Type.Integer() });

/** `GetPrintingTypes` (Filtro, PaginaActual). */
export const PrintingTypesSchema = Type.Object({
  items: Type.Array(Type.Omit(TechniqueSchema, ['printAreas'])),
  totalCount: Type.Integer(),
  page: Type.Integer(),
});

export const PrintingTypesConfigSchema = Type.Object({
  usePriceWithoutMinimun: Type.Boolean(),
  techniques: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      name: Type.String(),
      minUnitsForPrinting: Type.Integer(),
      maxColors: Nullable(Type.Integer()),
      costPer: CostPerSchema,
      views: Type.Array(Type.String()),
    }),
  ),
});

/** `UpdateFavoriteProduct`'s answer (its body is `FavoriteBodySchema`, the same fields). */
export const FavoriteResultSchema = Type.Object({
  productId: Type.Integer(),
  isFavorite: Type.Boolean(),
});
/** `GetCatalogDownloadLink`: a signed address of the catalogue PDF, valid a few minutes. */
export const DownloadLinkSchema = Type.Object({ url: Type.String(), expiresAt: Type.String() });

export type ProductSummary = Static<typeof ProductSummarySchema>;
export type ProductDetail = Static<typeof ProductDetailSchema>;
export type ApplicationTechnique = Static<typeof TechniqueSchema>;
export type PrintArea = Static<typeof PrintAreaSchema>;
export type ProductListResult = Static<typeof ProductListSchema>;
export type CategorySummary = Static<typeof CategorySchema>;
export type ColorOption = Static<typeof ColorOptionSchema>;
export type BrandOption = Static<typeof BrandOptionSchema>;
export type PrintingTypes = Static<typeof PrintingTypesSchema>;

// Inputs. Multi-valued filters are comma-separated in a query string, lists in a body.
const Slug = Type.String({ minLength: 1, maxLength: 80 });
const Money = Type.Number({ minimum: 0, maximum: 100_000_000 });

const FilterFields = {
  search: Type.Optional(Type.String({ maxLength: 100 })),
  minPrice: Type.Optional(Money),
  maxPrice: Type.Optional(Money),
  inStock: Type.Optional(Type.Boolean()),
  featured: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.String({ maxLength: 20 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 60 })),
};

export const ProductsListQuerySchema = Type.Object(
  {
    category: Type.Optional(Slug),
    color: Type.Optional(Type.String({ maxLength: 200 })),
    technique: Type.Optional(Type.String({ maxLength: 200 })),
    brand: Type.Optional(Type.String({ maxLength: 200 })),
    ...FilterFields,
  },
  { additionalProperties: false },
);

const List = (max: number) =>
  Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { maxItems: max }));

export const SearchBodySchema = Type.Object(
  {
    categories: List(20),
    colors: List(20),
    brands: List(20),
    applicationTechniques: List(20),
    ...FilterFields,
  },
  { additionalProperties: false },
);

export const ProductDetailQuerySchema = Type.Object(
  { slug: Slug },
  { additionalProperties: false },
);
export const LimitQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })) },
  { additionalProperties: false },
);
export const CategoriesQuerySchema = Type.Object(
  { isEcommerceClient: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const EmptyQuerySchema = Type.Object({}, { additionalProperties: false });
export const PrintingTypesQuerySchema = Type.Object(
  {
    Filtro: Type.Optional(Type.String({ maxLength: 100 })),
    PaginaActual: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export const FavoriteBodySchema = Type.Object(
  {
    productId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    isFavorite: Type.Boolean(),
  },
  { additionalProperties: false },
);
export const CartAdditionBodySchema = Type.Object(
  { productId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) },
  { additionalProperties: false },
);
export const DownloadLinkQuerySchema = Type.Object(
  { category: Type.Optional(Slug) },
  { additionalProperties: false },
);
export const DownloadQuerySchema = Type.Object(
  {
    tenant: Type.String({ maxLength: 40 }),
    category: Type.Optional(Slug),
    expires: Type.Integer({ minimum: 0 }),
    signature: Type.String({ minLength: 64, maxLength: 64 }),
  },
  { additionalProperties: false },
);

export type ProductsListQuery = Static<typeof ProductsListQuerySchema>;
export type SearchBody = Static<typeof SearchBodySchema>;
