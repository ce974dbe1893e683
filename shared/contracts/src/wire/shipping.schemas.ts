import { Type, type Static } from 'typebox';
import { CartItemsSchema, Quantity } from './pricing.schemas.ts';

/** Shipping quotes on the wire (the types in ../checkout.ts). */
const strict = { additionalProperties: false } as const;
const Id = Type.String({ maxLength: 20, pattern: '^[0-9A-Za-z-]*$' });
const text = (maxLength: number) => Type.String({ maxLength });
const Amount = Type.Number({ minimum: 0, maximum: 1e12 });

export const ShoppingCartSchema = Type.Object(
  {
    shoppingCartProductsFK: CartItemsSchema,
    shoppingCartMode: Type.Optional(Type.Union([Type.Literal('cart'), Type.Literal('direct')])),
  },
  strict,
);

/**
 * `GetShippingQuote` (spec section 3): Argentina's payload (provinceFKId, cityFKId, locationFKId),
 * Chile's (regionId, provinceId, comunaId) or the simplified form of both countries (province:
 * AR province / CL region, city: AR partido / CL province, location: AR locality / CL comuna,
 * postalCode, products). Prices in it are ignored; what is quoted is ids and quantities.
 */
export const ShippingQuoteRequestSchema = Type.Object(
  {
    shoppingCart: Type.Optional(ShoppingCartSchema),
    provinceFKId: Type.Optional(Id),
    provinceId: Type.Optional(Id),
    cityFKId: Type.Optional(Id),
    locationFKId: Type.Optional(Id),
    regionId: Type.Optional(Id),
    comunaId: Type.Optional(Id),
    locality: Type.Optional(text(120)),
    zipCode: Type.Optional(text(10)),
    discount: Type.Optional(Amount),
    discountPercent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    payment: Type.Optional(Type.Literal('NONE')),
    province: Type.Optional(Id),
    city: Type.Optional(Id),
    location: Type.Optional(Id),
    postalCode: Type.Optional(text(10)),
    products: Type.Optional(
      Type.Array(
        Type.Object(
          {
            /** The variant's id (a cart line's `value.id`); `genericProductId` the product's. */
            productId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
            genericProductId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
            quantity: Quantity,
          },
          strict,
        ),
        { maxItems: 1000 },
      ),
    ),
  },
  strict,
);
export type ShippingQuoteRequest = Static<typeof ShippingQuoteRequestSchema>;

/** One option of `all_results` (Zippin's quote shape). */
export const ShippingQuoteOptionSchema = Type.Object({
  /** e.g. `crossdock`, `pickup` (at the store). */
  logistic_type: Type.String(),
  carrier: Type.Object({
    id: Type.String(),
    name: Type.String(),
    logo: Type.Union([Type.String(), Type.Null()]),
  }),
  /** `standard_delivery`, `pickup_point` (carrier branch), `store_pickup`... */
  service_type: Type.Object({ code: Type.String(), name: Type.String() }),
  /** Carrier business days. */
  delivery_time: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  amounts: Type.Object({ price: Type.Number(), price_incl_tax: Type.Number() }),
  /** `cheapest`, `fastest`. */
  tags: Type.Array(Type.String()),
  pickup_points: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), address: Type.String() }),
  ),
  /** Production days of the products plus the carrier's time, as a date (`YYYY-MM-DD`). */
  estimated_in_hands: Type.Object({ min: Type.String(), max: Type.String() }),
});

export const ShippingQuoteResultSchema = Type.Object({
  all_results: Type.Array(ShippingQuoteOptionSchema),
});
export type ShippingQuoteResult = Static<typeof ShippingQuoteResultSchema>;
