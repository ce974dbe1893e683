import { Type, type Static } from 'typebox';
import { CartItemsSchema, PriceEntriesSchema } from '../pricing/pricing.schemas.js';

/** Saved carts and cart files (shared/contracts cart.ts: SavedCart, SaveCartRequest, UploadedCartFile). */
export const SavedCartSchema = Type.Object({
  items: CartItemsSchema,
  prices: PriceEntriesSchema,
  priceProblem: Type.Union([Type.String(), Type.Null()]),
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
