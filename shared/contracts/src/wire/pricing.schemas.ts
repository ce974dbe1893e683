import { Type, type Static, type TOptional, type TProperties, type TSchema } from 'typebox';

/**
 * The spec's cart item (the types in ../cart.ts) as input schemas, shared by the pricing call
 * and the saved carts. The server reads ids, quantities, the technique and the customisation;
 * names, images and prices a client sends are display copies it never trusts.
 */
const text = (maxLength: number) => Type.String({ maxLength });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const strict = { additionalProperties: false } as const;

/** Addresses only (`/...` or `https://...`): images are uploaded, never inlined into a cart. */
const ImageUrl = Type.String({ maxLength: 2048, pattern: '^(/|https://)' });

export const Uuid = Type.String({ format: 'uuid', maxLength: 36 });
export const Quantity = Type.Integer({ minimum: 1, maximum: 99_999 });

const valueProperties = {
  /** The variant's id. */
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  sku: text(100),
  quantity: Quantity,
  isCustomizable: Type.Boolean(),
  customization: Type.Unknown(),
  applicationTechnique: nullable(
    Type.Object(
      { id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), name: text(120) },
      strict,
    ),
  ),
  /** Preview image of the customised product, when there is one. */
  customizationRender: nullable(ImageUrl),
  featuredImg: nullable(ImageUrl),
  element_description_1: nullable(text(500)),
  element_description_2: nullable(text(500)),
  element_description_3: nullable(text(500)),
  color: nullable(text(100)),
  size: nullable(text(100)),
};

export const CartItemValueSchema = Type.Object(valueProperties, strict);

export const CartItemGenericSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
    external_id: text(100),
    name: text(200),
    description: text(2000),
    /**
     * No longer written or read (the cart shows the server's prices): a page loaded before, or a
     * cart saved before, may still carry it, and the server ignores it.
     */
    price: Type.Optional(Type.Number({ minimum: 0 })),
    printing_types: Type.Array(
      Type.Object(
        { id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), name: text(120) },
        strict,
      ),
      { maxItems: 50 },
    ),
    customization_under_minimum_extra_cost: Type.Number({ minimum: 0 }),
    featured_img: nullable(ImageUrl),
  },
  strict,
);

export const CartItemSimpleSchema = Type.Object(
  {
    type: Type.Literal('ProductoSimple'),
    /** Client-generated random v4 UUID. */
    shoppingCartUUID: Uuid,
    value: CartItemValueSchema,
    generic: CartItemGenericSchema,
    general_description: text(2000),
    quoteInfo: Type.Unknown(),
  },
  strict,
);

export const CartItemCurveSchema = Type.Object(
  {
    type: Type.Literal('ProductoCurva'),
    shoppingCartUUID: Uuid,
    value: Type.Array(
      Type.Object(
        { ...valueProperties, shoppingCartUUID: Uuid, genericShoppingCartUUID: Uuid },
        strict,
      ),
      { minItems: 1, maxItems: 100 },
    ),
    generic: CartItemGenericSchema,
    quoteInfo: Type.Unknown(),
  },
  strict,
);

export const CartItemSchema = Type.Union([CartItemSimpleSchema, CartItemCurveSchema]);
export const CartItemsSchema = Type.Array(CartItemSchema, { maxItems: 100 });

export type CartItem = Static<typeof CartItemSchema>;
export type CartItemSimple = Static<typeof CartItemSimpleSchema>;
export type CartItemCurve = Static<typeof CartItemCurveSchema>;
export type CartItemValue = Static<typeof CartItemValueSchema>;

/** Every property of `properties`, optional. */
function optional<P extends TProperties>(properties: P) {
  return Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as { [K in keyof P]: TOptional<P[K]> };
}

/**
 * The pricing call's item (`PricingItem`): what the engine reads is required;
 * the display copies of a whole cart item may come along (a page loaded before the cart sent
 * cleaned items) and are held to the same rules.
 */
const pricingValueProperties = {
  ...optional(valueProperties),
  id: valueProperties.id,
  quantity: Quantity,
};
const PricingItemGenericSchema = Type.Object(
  { ...optional(CartItemGenericSchema.properties), name: CartItemGenericSchema.properties.name },
  strict,
);

export const PricingItemSimpleSchema = Type.Object(
  {
    type: Type.Literal('ProductoSimple'),
    shoppingCartUUID: Uuid,
    value: Type.Object(pricingValueProperties, strict),
    generic: PricingItemGenericSchema,
    general_description: Type.Optional(text(2000)),
    quoteInfo: Type.Optional(Type.Unknown()),
  },
  strict,
);

export const PricingItemCurveSchema = Type.Object(
  {
    type: Type.Literal('ProductoCurva'),
    shoppingCartUUID: Uuid,
    value: Type.Array(
      Type.Object(
        {
          ...pricingValueProperties,
          shoppingCartUUID: Uuid,
          genericShoppingCartUUID: Type.Optional(Uuid),
        },
        strict,
      ),
      { minItems: 1, maxItems: 100 },
    ),
    generic: PricingItemGenericSchema,
    quoteInfo: Type.Optional(Type.Unknown()),
  },
  strict,
);

export const PricingItemSchema = Type.Union([PricingItemSimpleSchema, PricingItemCurveSchema]);
export type PricingItem = Static<typeof PricingItemSchema>;
export type PricingItemValue = Static<typeof PricingItemSimpleSchema>['value'];

export const PriceRequestSchema = Type.Object(
  { items: Type.Array(PricingItemSchema, { maxItems: 100 }) },
  strict,
);

export const PriceFieldsSchema = Type.Object({
  basePrice: Type.Number(),
  /**
   * The products' share of `subTotal` (basePrice with the profit), so that what the buyer sees
   * adds up: subTotal = basePriceWithProfit + applicationPriceWithProfit.
   */
  basePriceWithProfit: Type.Number(),
  applicationCost: Type.Number(),
  applicationPrice: Type.Number(),
  applicationPriceWithProfit: Type.Number(),
  psmPrice: Type.Number(),
  psmPriceWithProfit: Type.Number(),
  profit: Type.Number(),
  profitMultiplier: Type.Number(),
  taxes: Type.Number(),
  taxMultiplier: Type.Number(),
  subTotal: Type.Number(),
  total: Type.Number(),
  /**
   * A line's units and the price of one unit, rounded first (absent on the cart total): the
   * line's subTotal is exactly unitSubTotal x quantity; unitTotal is one unit with its own IVA,
   * as a product page and the builder show it (the line's IVA is rounded once on its net).
   */
  quantity: Type.Optional(Type.Integer()),
  unitSubTotal: Type.Optional(Type.Number()),
  unitTotal: Type.Optional(Type.Number()),
});

export const PriceEntrySchema = Type.Object({
  type: Type.Union([
    Type.Literal('ProductoSimple'),
    Type.Literal('ProductoCurva'),
    Type.Literal('Total'),
  ]),
  shoppingCartUUID: Type.Union([Type.String(), Type.Null()]),
  value: PriceFieldsSchema,
});

export const PriceEntriesSchema = Type.Array(PriceEntrySchema);
export type PriceEntry = Static<typeof PriceEntrySchema>;

/**
 * What a page asks the cart to add (`AddToCartRequest`): ids, quantities, the
 * technique and the design, never prices. mf-cart's item factory turns it into a cart item; the
 * API answers it where it hands products back to the cart (a reorder).
 */
const nullableString = nullable(Type.String());
export const AddToCartRequestSchema = Type.Object({
  /** 'cart' adds to the persisted cart; 'direct' is buy-now: one product, never persisted. */
  mode: Type.Union([Type.Literal('cart'), Type.Literal('direct')]),
  product: Type.Object({
    id: Type.Integer(),
    externalId: Type.String(),
    name: Type.String(),
    description: Type.String(),
    featuredImg: nullableString,
    kind: Type.Union([Type.Literal('simple'), Type.Literal('curva')]),
    productDesc: Type.String(),
  }),
  /** One line for a simple product; one per size and colour for a curve product. */
  lines: Type.Array(
    Type.Object({
      variantId: Type.Integer(),
      sku: Type.String(),
      quantity: Type.Integer(),
      color: nullableString,
      size: nullableString,
    }),
  ),
  applicationTechniqueId: Type.Union([Type.Integer(), Type.Null()]),
  /** The technique's name, shown on the cart line. */
  applicationTechniqueName: Type.Optional(nullableString),
  /**
   * What the product allows. The cart does not read it: a line is customised when it carries a
   * technique or a design (mf-cart's item factory is the one place that decides).
   */
  isCustomizable: Type.Boolean(),
  /**
   * The design from the builder, when the product was customised. The pricing engine reads
   * `colorCount` and `printAreaCount` (positive integers, 1 when absent) for techniques priced
   * per colour or per print area.
   */
  customization: Type.Unknown(),
  /**
   * The preview of the customised product: an address, or a PNG/JPEG/WebP `data:` URL that the
   * cart uploads (`PutImagesProductItem`) and keeps by address.
   */
  customizationRender: Type.Optional(nullableString),
  /**
   * The builder saving a reopened line back: the cart puts the new item in that line's place
   * (same id), instead of adding one.
   */
  replacesShoppingCartUUID: Type.Optional(Type.String()),
});
export type AddToCartRequest = Static<typeof AddToCartRequestSchema>;
