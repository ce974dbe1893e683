import type {
  AddToCartRequest,
  AddToCartResult,
  BulkAddToCartRequest,
  BulkAddToCartResult,
  CartItem,
  QuoteOrderRequest,
} from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { createStore } from 'zustand/vanilla';
import type { CartApi } from './cart-api';
import { itemFromRequest } from './cart-item-factory';
import { addItem, bulkAdd, removeLine, updateQuantity, type CartRuleOptions } from './cart-rules';
import { INITIAL_CART_STATE, type CartState } from './cart-state';
import type { CartStorage } from './cart-storage';
import { createCartSync, KEEP_CHANGE, type ChangeOutcome, type ChangePolicy } from './cart-sync';
import { withPreview } from './upload-preview';

export interface CartMessages {
  duplicate: string;
  saveFailed: string;
  bulkAllPresent: string;
  bulkPartial: (skipped: number) => string;
}

export interface CartModelDependencies {
  api: CartApi;
  storage: CartStorage;
  options: CartRuleOptions;
  messages: CartMessages;
}

const UPDATE: ChangePolicy = { keepWhenRefused: false, keepWhenSaveFails: true };
const ADD: ChangePolicy = { keepWhenRefused: false, keepWhenSaveFails: false };

export type RestoreOutcome = { ok: true } | { ok: false; status: number | null; message: string };

export type LineTarget = { shoppingCartUUID: string; genericShoppingCartUUID?: string | null };

/**
 * The cart and its rules (spec section 4): one store, and the actions the drawer, the page and
 * the bus requests use. Every action runs after the previous one finished, so two quick clicks
 * never save two carts built from the same old copy.
 */
export function createCartModel({ api, storage, options, messages }: CartModelDependencies) {
  const store = createStore<CartState>(() => INITIAL_CART_STATE);
  const sync = createCartSync({ store, api, storage, saveFailedMessage: messages.saveFailed });
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  async function refreshPrices(): Promise<void> {
    await sync.apply((items) => items, KEEP_CHANGE);
  }

  async function addDirect(request: AddToCartRequest): Promise<AddToCartResult> {
    const item = await withPreview(api, itemFromRequest(request), request.customizationRender);
    store.setState({ pricing: true });
    try {
      const prices = await api.price([item]);
      store.setState({ mode: 'direct', direct: { items: [item], prices } });
      return { ok: true, itemCount: 1 };
    } catch (error) {
      if (error instanceof StoreApiError && error.status === 422)
        return { ok: false, message: error.message };
      store.setState({ mode: 'direct', direct: { items: [item], prices: null } });
      return { ok: true, itemCount: 1 };
    } finally {
      store.setState({ pricing: false });
    }
  }

  async function addToCart(request: AddToCartRequest): Promise<AddToCartResult> {
    const replaces = request.replacesShoppingCartUUID;
    const built = itemFromRequest(request, replaces);
    const item = await withPreview(api, built, request.customizationRender);
    store.setState({ mode: 'cart', direct: null });
    const outcome = await sync.apply((items) => {
      // The builder saving a reopened line: the new item takes that line's place.
      if (replaces && items.some((i) => i.shoppingCartUUID === replaces))
        return items.map((i) => (i.shoppingCartUUID === replaces ? item : i));
      const added = addItem(items, item, options);
      return added.ok ? added.items : { refused: messages.duplicate };
    }, ADD);
    return outcome.ok
      ? { ok: true, itemCount: outcome.items.length }
      : { ok: false, message: outcome.message };
  }

  return {
    store,
    sync,
    api,
    /** Runs a task after the actions before it (session changes use it too). */
    serial,
    add: (request: AddToCartRequest) =>
      serial(() => (request.mode === 'direct' ? addDirect(request) : addToCart(request))),

    /**
     * Quote to order: the quote's lines and its stored (locked) prices become the buy-now list;
     * not priced again, since the order is charged at the quote's prices. The cart is kept.
     */
    quoteOrder: ({ quoteId, items, prices }: QuoteOrderRequest) =>
      serial(async () => {
        store.setState({ mode: 'direct', direct: { items, prices, quoteId }, priceProblem: null });
        return { ok: true as const };
      }),

    bulkAdd: (payload: BulkAddToCartRequest) =>
      serial(async (): Promise<BulkAddToCartResult> => {
        // Requests become items through the one factory, their mockups kept by address.
        const incoming =
          'items' in payload
            ? payload.items
            : await Promise.all(
                payload.requests.map((request) =>
                  withPreview(api, itemFromRequest(request), request.customizationRender),
                ),
              );
        store.setState({ mode: 'cart', direct: null });
        let counts = { added: 0, skipped: incoming.length };
        let allPresent = false;
        const outcome = await sync.apply((items) => {
          const result = bulkAdd(items, incoming, options);
          counts = result;
          allPresent = result.added === 0;
          return result.added ? result.items : { refused: messages.bulkAllPresent };
        }, ADD);
        if (!outcome.ok)
          return { ok: false, message: outcome.message, ...(allPresent ? { allPresent } : {}) };
        const message = counts.skipped ? messages.bulkPartial(counts.skipped) : null;
        return { ok: true, added: counts.added, skipped: counts.skipped, message };
      }),

    update: (target: LineTarget, quantity: number): Promise<ChangeOutcome> =>
      serial(() => sync.apply((items) => updateQuantity(items, target, quantity), UPDATE)),

    remove: (target: LineTarget): Promise<ChangeOutcome> =>
      serial(() =>
        sync.apply(
          (items) => removeLine(items, target.shoppingCartUUID, target.genericShoppingCartUUID),
          KEEP_CHANGE,
        ),
      ),

    replaceAll: (items: CartItem[]): Promise<ChangeOutcome> =>
      serial(() => sync.apply(() => items, KEEP_CHANGE)),

    /** Leaves buy-now mode: back to the cart, with fresh prices. */
    exitDirect: () =>
      serial(async () => {
        store.setState({ mode: 'cart', direct: null });
        await refreshPrices();
      }),

    refreshPrices: () => serial(refreshPrices),

    /** One line of the cart, as the builder reopens it. */
    line: (shoppingCartUUID: string): CartItem | null =>
      store.getState().items.find((item) => item.shoppingCartUUID === shoppingCartUUID) ?? null,

    /**
     * The drawer's button (spec section 4): back to cart mode with the saved cart as the server
     * has it (a guest's: priced again). A 422 says the cart can no longer be bought as it is.
     */
    restore: () =>
      serial(async (): Promise<RestoreOutcome> => {
        store.setState({ mode: 'cart', direct: null });
        const { owner, dirty, items } = store.getState();
        if (owner !== null && dirty) await refreshPrices();
        store.setState({ pricing: true });
        try {
          if (owner === null)
            store.setState({ prices: await api.price(items), priceProblem: null });
          else sync.adopt(await api.restore());
          return { ok: true };
        } catch (error) {
          const status = error instanceof StoreApiError ? error.status : null;
          const message = error instanceof Error ? error.message : messages.saveFailed;
          return { ok: false, status, message };
        } finally {
          store.setState({ pricing: false });
        }
      }),
  };
}

export type CartModel = ReturnType<typeof createCartModel>;
