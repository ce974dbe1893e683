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
  isCustomizable: boolean;
  /** The design from the builder, when the product was customised. */
  customization: unknown | null;
}

export type AddToCartResult = { ok: true; itemCount: number } | { ok: false; message: string };

export interface CartEvents {
  /** The cart changed: how many items it holds and its total, as the drawer shows it. */
  'cart:updated': { count: number; total: number };
  /** Someone asks the drawer to open. */
  'cart:open-drawer': Record<string, never>;
}

export interface CartRequests {
  'cart:add-requested': { payload: AddToCartRequest; result: AddToCartResult };
}

/** Spec section 3, "Price result": the fields of one priced line (and of the cart total). */
export interface PriceFields {
  basePrice: number;
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
}

/** One entry of the price result; the last entry is the cart total (type 'Total'). */
export interface PriceEntry {
  type: 'ProductoSimple' | 'ProductoCurva' | 'Total';
  shoppingCartUUID: string | null;
  value: PriceFields;
}
