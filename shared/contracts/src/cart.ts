/**
 * Cart contracts (spec sections 3 and 4). mf-cart owns the cart; other apps ask it through the
 * requests below and listen to its facts.
 */

/** A line the catalogue or the builder asks to add: ids and quantities, never prices. */
export interface AddToCartLine {
  variantId: number;
  sku: string;
  quantity: number;
  color: string | null;
  size: string | null;
}

export interface AddToCartRequest {
  /** 'cart' adds to the persisted cart; 'direct' is buy-now: one product, never persisted. */
  mode: 'cart' | 'direct';
  product: {
    id: number;
    externalId: string;
    name: string;
    description: string;
    featuredImg: string | null;
    kind: 'simple' | 'curva';
    productDesc: string;
  };
  /** One line for a simple product; one per size and colour for a curve product. */
  lines: AddToCartLine[];
  applicationTechniqueId: number | null;
  /** The technique's name, shown on the cart line. */
  applicationTechniqueName?: string | null;
  /**
   * What the product allows. The cart does not read it: a line is customised when it carries a
   * technique or a design (mf-cart's item factory is the one place that decides).
   */
  isCustomizable: boolean;
  /**
   * The design from the builder, when the product was customised. The pricing engine reads
   * `colorCount` and `printAreaCount` (positive integers, 1 when absent) for techniques priced
   * per colour or per print area.
   */
  customization: unknown | null;
  /**
   * The preview of the customised product: an address, or a PNG/JPEG/WebP `data:` URL that the
   * cart uploads (`PutImagesProductItem`) and keeps by address.
   */
  customizationRender?: string | null;
  /**
   * The builder saving a reopened line back: the cart puts the new item in that line's place
   * (same id), instead of adding one.
   */
  replacesShoppingCartUUID?: string;
}

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
export interface CartItemValue {
  /** The variant's id. */
  id: number;
  sku: string;
  quantity: number;
  isCustomizable: boolean;
  customization: unknown | null;
  applicationTechnique: { id: number; name: string } | null;
  /** Preview image of the customised product, when there is one. */
  customizationRender: string | null;
  featuredImg: string | null;
  element_description_1: string | null;
  element_description_2: string | null;
  element_description_3: string | null;
  color: string | null;
  size: string | null;
}

export interface CartItemGeneric {
  id: number;
  external_id: string;
  name: string;
  description: string;
  /**
   * No longer written or read (the cart shows the server's prices): a page loaded before, or a
   * cart saved before, may still carry it, and the server ignores it.
   */
  price?: number;
  printing_types: { id: number; name: string }[];
  customization_under_minimum_extra_cost: number;
  featured_img: string | null;
}

export interface CartItemSimple {
  type: 'ProductoSimple';
  /** Client-generated random v4 UUID. */
  shoppingCartUUID: string;
  value: CartItemValue;
  generic: CartItemGeneric;
  general_description: string;
  quoteInfo: unknown | null;
}

/** A curve product: one line per size and colour, each with its own UUID, one shared generic. */
export interface CartItemCurve {
  type: 'ProductoCurva';
  shoppingCartUUID: string;
  value: (CartItemValue & { shoppingCartUUID: string; genericShoppingCartUUID: string })[];
  generic: CartItemGeneric;
  quoteInfo: unknown | null;
}

export type CartItem = CartItemSimple | CartItemCurve;

/**
 * What the pricing call reads of a cart item's value: the variant, the quantity, the technique and
 * the design. The display copies of a whole `CartItemValue` may come along and are ignored.
 */
export interface PricingItemValue extends Partial<CartItemValue> {
  id: number;
  quantity: number;
}

/** The product's name the buyer sees: it words a refusal ("... ya no está disponible"). */
export interface PricingItemGeneric extends Partial<CartItemGeneric> {
  name: string;
}

export interface PricingItemSimple {
  type: 'ProductoSimple';
  shoppingCartUUID: string;
  value: PricingItemValue;
  generic: PricingItemGeneric;
  general_description?: string;
  quoteInfo?: unknown | null;
}

export interface PricingItemCurve {
  type: 'ProductoCurva';
  shoppingCartUUID: string;
  value: (PricingItemValue & { shoppingCartUUID: string; genericShoppingCartUUID?: string })[];
  generic: PricingItemGeneric;
  quoteInfo?: unknown | null;
}

/**
 * A cart item as the pricing call reads it. Every `CartItem` is one; the cart sends its items
 * cleaned of everything else (mf-cart's `itemsForPricing`), a sixth of their size.
 */
export type PricingItem = PricingItemSimple | PricingItemCurve;

/** Body of `ShoppingCarts/GetShoppingCartProductPrice`. */
export interface PriceRequest {
  items: PricingItem[];
}

/** Spec section 3, "Price result": the fields of one priced line (and of the cart total). */
export interface PriceFields {
  basePrice: number;
  /**
   * The products' share of `subTotal` (basePrice with the profit), so that what the buyer sees
   * adds up: subTotal = basePriceWithProfit + applicationPriceWithProfit.
   */
  basePriceWithProfit: number;
  applicationCost: number;
  applicationPrice: number;
  applicationPriceWithProfit: number;
  psmPrice: number;
  psmPriceWithProfit: number;
  profit: number;
  profitMultiplier: number;
  taxes: number;
  taxMultiplier: number;
  subTotal: number;
  total: number;
  /**
   * A line's units and the price of one unit, rounded first (absent on the cart total): the
   * line's subTotal is exactly unitSubTotal x quantity; unitTotal is one unit with its own IVA,
   * as a product page and the builder show it (the line's IVA is rounded once on its net).
   */
  quantity?: number;
  unitSubTotal?: number;
  unitTotal?: number;
}

/** One entry of the price result; the last entry is the cart total (type 'Total'). */
export interface PriceEntry {
  type: 'ProductoSimple' | 'ProductoCurva' | 'Total';
  shoppingCartUUID: string | null;
  value: PriceFields;
}

/**
 * A logged-in user's saved cart, as `GetShoppingCartsClient`, `CreateOrEditShoppingCart` and
 * `RestoreShoppingCart` (POST, the drawer's button: 422 with the reason when the saved cart can no
 * longer be bought) answer it.
 */
export interface SavedCart {
  items: CartItem[];
  /** The server's prices of `items` (one entry per item, then the total); empty with a problem. */
  prices: PriceEntry[];
  /** Why the items cannot be priced now (a product gone, not enough stock, ...), else null. */
  priceProblem: string | null;
  /** Grows with every save; 0 while the user has no saved cart. */
  version: number;
  updatedAt: string | null;
}

/**
 * Body of `ShoppingCarts/CreateOrEditShoppingCart`. `version` is the one the client last read: a
 * save based on an older version (another tab saved meanwhile) is refused with 409.
 */
export interface SaveCartRequest {
  items: CartItem[];
  version: number;
}

/** What `PutFilesShoppingCartItem` and `PutImagesProductItem` answer for each stored file. */
export interface UploadedCartFile {
  /** Where the file is served; server-generated, never the uploaded name. */
  url: string;
  contentType: string;
  size: number;
}
