import { Type, type Static } from 'typebox';

/** The catalogue's replies as schemas: shared/contracts/src/catalog.ts says the same in types. */
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ColorSchema = Type.Object({
  name: Type.String(),
  hex: Type.String(),
  image: Type.Optional(Nullable(Type.String())),
});

export const ProductSummarySchema = Type.Object({
  id: Type.Integer(),
  externalId: Type.String(),
  slug: Type.String(),
  kind: Type.Union([Type.Literal('simple'), Type.Literal('curva')]),
  productType: Nullable(Type.String()),
  name: Type.String(),
  description: Type.String(),
  category: Type.Object({ slug: Type.String(), title: Type.String() }),
  brand: Nullable(Type.String()),
  featuredImg: Nullable(Type.String()),
  priceFrom: Type.Number(),
  colors: Type.Array(ColorSchema),
  totalStock: Type.Integer(),
  techniques: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  isCustomizable: Type.Boolean(),
  createdAt: Type.String(),
});

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

export const TechniqueRulesSchema = Type.Object({
  maxColors: Nullable(Type.Integer()),
  minTextHeightMm: Nullable(Type.Number()),
  minLineWidthMm: Nullable(Type.Number()),
  rasterAllowed: Type.Boolean(),
  maxImprintWidthMm: Nullable(Type.Number()),
  maxImprintHeightMm: Nullable(Type.Number()),
  palette: Type.Union([Type.Literal('ink'), Type.Literal('thread')]),
});
export type TechniqueRules = Static<typeof TechniqueRulesSchema>;

export const ProductViewSchema = Type.Object({
  name: Type.String(),
  image: Nullable(Type.String()),
  widthMm: Type.Number(),
  heightMm: Type.Number(),
});

export const TechniqueSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  minUnitsForPrinting: Type.Integer(),
  customizationUnderMinimumExtraCost: Type.Number(),
  setupCost: Type.Number(),
  unitCost: Type.Number(),
  costPer: Type.Union([Type.Literal('unit'), Type.Literal('color'), Type.Literal('area')]),
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
  image: Nullable(Type.String()),
});

export const ProductDetailSchema = Type.Object({
  ...ProductSummarySchema.properties,
  images: Type.Array(Type.String()),
  videoUrl: Nullable(Type.String()),
  complementaryInformation: Nullable(Type.String()),
  weightGrams: Type.Integer(),
  sizeCm: Type.Object({ width: Type.Number(), height: Type.Number(), depth: Type.Number() }),
  variants: Type.Array(VariantSchema),
  priceTiers: Type.Array(Type.Object({ minQuantity: Type.Integer(), unitPrice: Type.Number() })),
  views: Type.Array(ProductViewSchema),
  techniques: Type.Array(TechniqueSchema),
});

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
  image: Nullable(Type.String()),
});

export const ColorOptionSchema = Type.Object({
  name: Type.String(),
  hex: Type.String(),
  productCount: Type.Integer(),
});
export const BrandOptionSchema = Type.Object({ name: Type.String(), productCount: Type.Integer() });

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
      costPer: Type.Union([Type.Literal('unit'), Type.Literal('color'), Type.Literal('area')]),
      views: Type.Array(Type.String()),
    }),
  ),
});

export const FavoriteResultSchema = Type.Object({
  productId: Type.Integer(),
  isFavorite: Type.Boolean(),
});
export const DownloadLinkSchema = Type.Object({ url: Type.String(), expiresAt: Type.String() });

export type ProductSummary = Static<typeof ProductSummarySchema>;
export type ProductDetail = Static<typeof ProductDetailSchema>;
export type ApplicationTechnique = Static<typeof TechniqueSchema>;
export type PrintArea = Static<typeof PrintAreaSchema>;
export type ProductList = Static<typeof ProductListSchema>;
export type Category = Static<typeof CategorySchema>;

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
