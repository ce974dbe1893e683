import { Type, type Static, type TSchema } from 'typebox';
import {
  MAX_PRICE_TIERS,
  MAX_STOCK_CHANGE,
  STOCK_NOTE_MAX_LENGTH,
  STOCK_REASONS,
} from '../catalog-rules/index.ts';

/** The back office's catalogue on the wire (issue 32): `/api/admin/catalog/...`. */

const strict = { additionalProperties: false } as const;
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>(Type.String({ enum: [...values] }));

/** Cents of the catalogue's unit cost (what the importer's `unitPrice` writes). */
const Cents = Type.Integer({ minimum: 1, maximum: 10_000_000_000 });

export const StaffProductsQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  strict,
);

/** A product in the back office's catalogue table (`GET /api/admin/catalog/products`). */
export const StaffProductRowSchema = Type.Object({
  id: Type.Integer(),
  externalId: Type.String(),
  name: Type.String(),
  picture: nullable(Type.String()),
  category: Type.String(),
  /** The lowest tier's unit cost, in cents (what the catalogue import's `unitPrice` writes). */
  priceFromCents: Type.Integer(),
  totalStock: Type.Integer(),
  visible: Type.Boolean(),
});
export const StaffProductPageSchema = Type.Object({
  items: Type.Array(StaffProductRowSchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

/** A quantity price: the unit cost in cents from `minQuantity` units on. */
export const StaffPriceTierSchema = Type.Object(
  { minQuantity: Type.Integer({ minimum: 1, maximum: 99_999 }), unitPriceCents: Cents },
  strict,
);
export const StaffVariantSchema = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  color: nullable(Type.String()),
  size: nullable(Type.String()),
  stock: Type.Integer(),
});
/** One product as the back office edits it; `version` goes back with a save (409 when stale). */
export const StaffProductSchema = Type.Object({
  ...StaffProductRowSchema.properties,
  /** With `kind` and `productType`: the product's page on the storefront. */
  slug: Type.String(),
  kind: literals(['simple', 'curva'] as const),
  productType: nullable(Type.String()),
  version: Type.Integer(),
  variants: Type.Array(StaffVariantSchema),
  /** Ascending; `shownUnitPrice`: what the storefront shows for a unit at that tier. */
  priceTiers: Type.Array(
    Type.Object({ ...StaffPriceTierSchema.properties, shownUnitPrice: Type.Number() }),
  ),
});

export const StaffProductBodySchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    priceTiers: Type.Array(StaffPriceTierSchema, { maxItems: MAX_PRICE_TIERS }),
    visible: Type.Boolean(),
  },
  strict,
);

export const StockAdjustmentBodySchema = Type.Object(
  {
    /** Units added (+) or taken (-), a whole number other than 0. */
    change: Type.Integer({ minimum: -MAX_STOCK_CHANGE, maximum: MAX_STOCK_CHANGE }),
    reason: literals(STOCK_REASONS),
    /** Required for `otro` (the rules say so, in Spanish). */
    note: Type.Optional(Type.String({ maxLength: STOCK_NOTE_MAX_LENGTH })),
  },
  strict,
);
/** One line of a variant's stock history: who, when, the change, the stock after, why. */
export const StockAdjustmentSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  change: Type.Integer(),
  stockAfter: Type.Integer(),
  reason: Type.String(),
  note: nullable(Type.String()),
});
export const StockAdjustmentAnswerSchema = Type.Object({
  variant: StaffVariantSchema,
  adjustment: StockAdjustmentSchema,
});

export type StaffProductPage = Static<typeof StaffProductPageSchema>;
export type StaffProduct = Static<typeof StaffProductSchema>;
export type StaffProductBody = Static<typeof StaffProductBodySchema>;
export type StockAdjustmentBody = Static<typeof StockAdjustmentBodySchema>;
export type StockAdjustment = Static<typeof StockAdjustmentSchema>;
