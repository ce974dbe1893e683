/**
 * Cart contracts (spec sections 3 and 4). mf-cart owns the cart; other apps ask it through the
 * requests below and listen to its facts. The wire types are the API's schemas'
 * (`wire/pricing.schemas.ts`, `wire/cart.schemas.ts`), imported as types: no schema reaches a page.
 */
import type { Static } from 'typebox';
import type {
  SaveCartRequestSchema,
  SavedCartSchema,
  UploadedCartFileSchema,
} from './wire/cart.schemas.ts';
import type {
  AddToCartRequestSchema,
  CartItemCurveSchema,
  CartItemGenericSchema,
  CartItemSchema,
  CartItemSimpleSchema,
  CartItemValueSchema,
  PriceEntrySchema,
  PriceFieldsSchema,
  PriceRequestSchema,
  PricingItemCurveSchema,
  PricingItemSchema,
  PricingItemSimpleSchema,
} from './wire/pricing.schemas.ts';

/** What a page asks the cart to add: ids, quantities, the technique and the design, never prices. */
export type AddToCartRequest = Static<typeof AddToCartRequestSchema>;
/** A line the catalogue or the builder asks to add: ids and quantities, never prices. */
export type AddToCartLine = AddToCartRequest['lines'][number];

export type AddToCartResult = { ok: true; itemCount: number } | { ok: false; message: string };

/**
 * The server's price of what an `AddToCartRequest` would add, before adding it (the product page's
 * and the builder's live price). The cart builds the item, so pages never build cart items.
 */
export type PriceOfRequestResult =
  | { ok: true; price: PriceFields }
  /** `message` is the server's reason (422, e.g. under the technique's minimum), else null. */
  | { ok: false; message: string | null };

export interface CartEvents {
  /** The cart changed: how many items it holds and its total, as the drawer shows it. */
  'cart:updated': { count: number; total: number };
  /** Someone asks the drawer to open. */
  'cart:open-drawer': Record<string, never>;
}

/**
 * Adds several products to the cart at once (spec section 4, "Bulk add from a quotation"): a
 * quotation's stored items, or requests to add (a reorder, `Orders/GetReorderItems`) that the
 * cart's item factory turns into items as for any page. Only in cart mode; products already in
 * the cart are skipped; every added item gets new ids.
 */
export type BulkAddToCartRequest = { items: CartItem[] } | { requests: AddToCartRequest[] };

export type BulkAddToCartResult =
  /** `message` is the partial-add notice when some products were skipped, else null. */
  | { ok: true; added: number; skipped: number; message: string | null }
  /**
   * `allPresent`: refused because every product is already in the cart (`message` is then the
   * spec's quote wording; a reorder words it its own way).
   */
  | { ok: false; message: string; allPresent?: boolean };

/**
 * What the checkout orders (`cart:contents-requested`): the buy-now product in direct mode, else
 * the cart, with the server's prices, answered once the cart has been read and priced.
 */
export interface CartContents {
  mode: 'cart' | 'direct';
  items: CartItem[];
  prices: PriceEntry[] | null;
  /** Why the items cannot be priced now, else null. */
  priceProblem: string | null;
  /** A quote's lines in direct mode: CompleteOrder charges the quote's locked prices. */
  quoteId?: string | null;
}

/** A quote to order (ConvertQuoteToOrder): its lines, at its stored prices, in direct mode. */
export interface QuoteOrderRequest {
  quoteId: string;
  items: CartItem[];
  prices: PriceEntry[];
}

export interface CartRequests {
  'cart:add-requested': { payload: AddToCartRequest; result: AddToCartResult };
  'cart:bulk-add-requested': { payload: BulkAddToCartRequest; result: BulkAddToCartResult };
  'cart:contents-requested': { payload: Record<string, never>; result: CartContents };
  /** A quote's lines become the buy-now list (direct mode) for the checkout; the cart is kept. */
  'cart:quote-order-requested': { payload: QuoteOrderRequest; result: { ok: true } };
  'cart:price-requested': { payload: AddToCartRequest; result: PriceOfRequestResult };
  /** One line of the cart (the builder reopening a customised line); null when it is gone. */
  'cart:line-requested': { payload: { shoppingCartUUID: string }; result: CartItem | null };
}

/**
 * Spec section 3, "Cart item": what the cart keeps and sends to the pricing call. The server reads
 * only ids, quantities, the technique and the customisation; any price a client sends is ignored.
 */
export type CartItemValue = Static<typeof CartItemValueSchema>;
export type CartItemGeneric = Static<typeof CartItemGenericSchema>;
export type CartItemSimple = Static<typeof CartItemSimpleSchema>;
/** A curve product: one line per size and colour, each with its own UUID, one shared generic. */
export type CartItemCurve = Static<typeof CartItemCurveSchema>;
export type CartItem = Static<typeof CartItemSchema>;

/**
 * A cart item as the pricing call reads it: the variant, the quantity, the technique and the
 * design, and the product's name (it words a refusal). Every `CartItem` is one; the cart sends its
 * items cleaned of everything else (mf-cart's `itemsForPricing`), a sixth of their size.
 */
export type PricingItem = Static<typeof PricingItemSchema>;
export type PricingItemSimple = Static<typeof PricingItemSimpleSchema>;
export type PricingItemCurve = Static<typeof PricingItemCurveSchema>;
export type PricingItemValue = PricingItemSimple['value'];
export type PricingItemGeneric = PricingItemSimple['generic'];

/** Body of `ShoppingCarts/GetShoppingCartProductPrice`. */
export type PriceRequest = Static<typeof PriceRequestSchema>;
/** Spec section 3, "Price result": the fields of one priced line (and of the cart total). */
export type PriceFields = Static<typeof PriceFieldsSchema>;
/** One entry of the price result; the last entry is the cart total (type 'Total'). */
export type PriceEntry = Static<typeof PriceEntrySchema>;

/**
 * A logged-in user's saved cart, as `GetShoppingCartsClient`, `CreateOrEditShoppingCart` and
 * `RestoreShoppingCart` (POST, the drawer's button: 422 with the reason when the saved cart can no
 * longer be bought) answer it.
 */
export type SavedCart = Static<typeof SavedCartSchema>;
/**
 * Body of `ShoppingCarts/CreateOrEditShoppingCart`. `version` is the one the client last read: a
 * save based on an older version (another tab saved meanwhile) is refused with 409.
 */
export type SaveCartRequest = Static<typeof SaveCartRequestSchema>;
/** What `PutFilesShoppingCartItem` and `PutImagesProductItem` answer for each stored file. */
export type UploadedCartFile = Static<typeof UploadedCartFileSchema>;
