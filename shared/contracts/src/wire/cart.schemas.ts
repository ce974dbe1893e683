import { Type, type Static } from 'typebox';
import { CartItemsSchema, PriceEntriesSchema } from './pricing.schemas.ts';

/** Saved carts and cart files (../cart.ts: SavedCart, SaveCartRequest, UploadedCartFile). */
export const SavedCartSchema = Type.Object({
  items: CartItemsSchema,
  /** The server's prices of `items` (one entry per item, then the total); empty with a problem. */
  prices: PriceEntriesSchema,
  /** Why the items cannot be priced now (a product gone, not enough stock, ...), else null. */
  priceProblem: Type.Union([Type.String(), Type.Null()]),
  /** Grows with every save; 0 while the user has no saved cart. */
  version: Type.Integer({ minimum: 0 }),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});
export type SavedCart = Static<typeof SavedCartSchema>;

export const SaveCartRequestSchema = Type.Object(
  { items: CartItemsSchema, version: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }) },
  { additionalProperties: false },
);

export const EmptyBodySchema = Type.Object({}, { additionalProperties: false });

export const UploadedCartFileSchema = Type.Object({
  /** Where the file is served; server-generated, never the uploaded name. */
  url: Type.String(),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0 }),
});
export const UploadedCartFilesSchema = Type.Array(UploadedCartFileSchema);
export type UploadedCartFile = Static<typeof UploadedCartFileSchema>;

export const CartFileParamsSchema = Type.Object(
  { name: Type.String({ pattern: '^[0-9a-f-]{36}\\.(png|jpg|webp|pdf)$', maxLength: 41 }) },
  { additionalProperties: false },
);
