import type { CartItem, PriceEntry, PriceFields } from '@store/contracts';

/**
 * What the cart holds. `items`/`prices` are the cart (cart mode, the persisted copy); `direct` is
 * a buy-now product that is never persisted and whose prices never overwrite the cart's.
 */
export interface CartState {
  mode: 'cart' | 'direct';
  items: CartItem[];
  prices: PriceEntry[] | null;
  /** `quoteId`: a quote's lines at its locked prices (quote to order), else absent. */
  direct: { items: CartItem[]; prices: PriceEntry[] | null; quoteId?: string } | null;
  /** Who the cart belongs to: the user id, or null for a guest. */
  owner: number | null;
  /** The saved cart's version this copy is based on (users only). */
  version: number;
  /** A user's change that has not reached the server yet. */
  dirty: boolean;
  /** Prices are being recalculated (or the cart saved). */
  pricing: boolean;
  /** Why the last price refresh failed, shown next to the totals. */
  priceProblem: string | null;
  /** The cart has been read from its source (storage or server) once. */
  ready: boolean;
}

export const INITIAL_CART_STATE: CartState = {
  mode: 'cart',
  items: [],
  prices: null,
  direct: null,
  owner: null,
  version: 0,
  dirty: false,
  pricing: false,
  priceProblem: null,
  ready: false,
};

/** The list the drawer and the page show: the buy-now product in direct mode, else the cart. */
export function activeView(state: CartState): { items: CartItem[]; prices: PriceEntry[] | null } {
  return state.mode === 'direct' && state.direct ? state.direct : state;
}

export function totalOf(prices: PriceEntry[] | null): PriceFields | null {
  const last = prices?.at(-1);
  return last?.type === 'Total' ? last.value : null;
}

export function priceOf(prices: PriceEntry[] | null, shoppingCartUUID: string): PriceFields | null {
  return prices?.find((entry) => entry.shoppingCartUUID === shoppingCartUUID)?.value ?? null;
}

/** What the buyer is shown as the total: with taxes when the shop shows them, else before. */
export function shownTotal(fields: PriceFields | null, withTaxes: boolean): number {
  if (!fields) return 0;
  return withTaxes ? fields.total : fields.subTotal;
}

export const unitsOf = (item: CartItem) =>
  item.type === 'ProductoSimple'
    ? item.value.quantity
    : item.value.reduce((sum, line) => sum + line.quantity, 0);
