import type { CartItem, PriceEntry, PriceFields, SavedCart } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import type { CartApi } from '../features/cart/cart-api';

/**
 * A stand-in for the store API in component tests: it prices every unit at a fixed amount (the
 * real engine is tested in the API), keeps one saved cart with a version like the server, and
 * can be told to refuse or to hold a call.
 */
export const UNIT_PRICE = 1234.5;

const fields = (units: number): PriceFields => {
  const subTotal = units * UNIT_PRICE;
  const taxes = Math.round(subTotal * 21) / 100;
  return {
    basePrice: subTotal,
    basePriceWithProfit: subTotal,
    applicationCost: 0,
    applicationPrice: 0,
    applicationPriceWithProfit: 0,
    psmPrice: 0,
    psmPriceWithProfit: 0,
    profit: 0,
    profitMultiplier: 1,
    taxes,
    taxMultiplier: 1.21,
    subTotal,
    total: subTotal + taxes,
  };
};

const unitsOf = (item: CartItem) =>
  item.type === 'ProductoSimple'
    ? item.value.quantity
    : item.value.reduce((s, l) => s + l.quantity, 0);

export function pricesOf(items: CartItem[]): PriceEntry[] {
  const entries: PriceEntry[] = items.map((item) => ({
    type: item.type,
    shoppingCartUUID: item.shoppingCartUUID,
    value: fields(unitsOf(item)),
  }));
  const units = items.reduce((sum, item) => sum + unitsOf(item), 0);
  return [...entries, { type: 'Total', shoppingCartUUID: null, value: fields(units) }];
}

export const refusal = (message: string) =>
  new StoreApiError('server', message, 422, 'Unprocessable Entity');

export function createFakeCartApi() {
  let saved: SavedCart = { items: [], prices: [], priceProblem: null, version: 0, updatedAt: null };
  let nextFailure: Error | null = null;
  let gate: Promise<void> | null = null;
  let heldCall: string | null = null;
  const calls: string[] = [];

  const answer = async <T>(name: string, result: () => T): Promise<T> => {
    calls.push(name);
    if (gate && (heldCall === null || heldCall === name)) await gate;
    const failure = nextFailure;
    nextFailure = null;
    if (failure) throw failure;
    return result();
  };

  const api: CartApi = {
    price: (items) => answer('price', () => pricesOf(items)),
    load: () => answer('load', () => saved),
    restore: () => answer('restore', () => saved),
    save: (items, version) =>
      answer('save', () => {
        if (version !== saved.version)
          throw new StoreApiError('server', 'Tu carrito cambió.', 409, 'Conflict');
        saved = {
          items,
          prices: pricesOf(items),
          priceProblem: null,
          version: version + 1,
          updatedAt: 'now',
        };
        return saved;
      }),
    uploadPreview: (shoppingCartUUID) =>
      answer('uploadPreview', () => [
        { url: `/api/files/${shoppingCartUUID}.png`, contentType: 'image/png', size: 10 },
      ]),
  };

  return {
    api,
    calls,
    saved: () => saved,
    /** Another tab or device saved this cart meanwhile. */
    setSaved(items: CartItem[], version: number) {
      saved = { items, prices: pricesOf(items), priceProblem: null, version, updatedAt: 'now' };
    },
    failNext(error: Error) {
      nextFailure = error;
    },
    /**
     * The page is left while calls are held: they never reach the server (their promises never
     * settle, as when the browser drops the page) and later calls are answered again.
     */
    abandonHeld() {
      gate = null;
    },
    /** Holds every call (or only the calls named `only`) until the returned function is called. */
    hold(only: keyof CartApi | null = null): () => void {
      heldCall = only;
      let release = () => undefined;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

export type FakeCartApi = ReturnType<typeof createFakeCartApi>;
