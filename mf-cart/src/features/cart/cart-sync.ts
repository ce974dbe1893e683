import type { CartItem, SavedCart } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import type { StoreApi } from 'zustand/vanilla';
import type { CartApi } from './cart-api';
import type { CartState } from './cart-state';
import type { CartStorage } from './cart-storage';

/**
 * How a change reaches its source of truth: a guest's cart is priced and kept in this browser; a
 * user's is saved on the server, which prices every save. A save based on an old version (another
 * tab saved meanwhile) gets 409: the cart is re-read and the change applied again on top.
 */

export type Change = (items: CartItem[]) => CartItem[] | { refused: string };

/**
 * What happens to a change the server does not take: `keepWhenRefused` keeps it despite a 422
 * (a removal must work while another line is out of stock; the reason is shown), and
 * `keepWhenSaveFails` keeps a user's change when the save fails otherwise (spec section 8: those
 * errors after an update or a removal are not shown; the change goes with the next save). A
 * guest's change is always kept when only the price refresh failed.
 */
export interface ChangePolicy {
  keepWhenRefused: boolean;
  keepWhenSaveFails: boolean;
}

/** Refreshes, removals and restores: the buyer's change stays whatever the server says. */
export const KEEP_CHANGE: ChangePolicy = { keepWhenRefused: true, keepWhenSaveFails: true };

export type ChangeOutcome =
  { ok: true; items: CartItem[] } | { ok: false; status: number | null; message: string };

export interface SyncDependencies {
  store: StoreApi<CartState>;
  api: CartApi;
  storage: CartStorage;
  /** Spec section 8: what a failed save says when the server gave no business reason. */
  saveFailedMessage: string;
}

const MAX_REBASES = 3;

export function createCartSync({ store, api, storage, saveFailedMessage }: SyncDependencies) {
  const persist = () => {
    const { owner, items, prices, version, dirty } = store.getState();
    storage.write({ owner, items, prices, version, dirty });
  };

  /**
   * Written before a change goes to the server: a page left or reloaded before the answer finds
   * the change here, marked unsaved, and saves it on start. Without it the stored copy would still
   * be the cart before the change, and the change would be lost with the page.
   */
  const writeAhead = (next: CartItem[]) => {
    const { owner, version } = store.getState();
    storage.write({ owner, items: next, prices: null, version, dirty: true });
  };

  const adopt = (saved: SavedCart) => {
    store.setState({
      items: saved.items,
      prices: saved.prices.length ? saved.prices : null,
      priceProblem: saved.priceProblem,
      version: saved.version,
      dirty: false,
    });
    persist();
  };

  const failure = (error: unknown, fallback: string): ChangeOutcome => {
    const status = error instanceof StoreApiError ? error.status : null;
    // 422 is a business refusal: its message is the buyer's reason.
    const message = status === 422 && error instanceof Error ? error.message : fallback;
    return { ok: false, status, message };
  };

  /** Saves `next` on top of `version`; a 409 re-reads the cart and answers 'rebase'. */
  async function trySave(next: CartItem[], version: number): Promise<'saved' | 'rebase' | Error> {
    try {
      adopt(await api.save(next, version));
      return 'saved';
    } catch (error) {
      if (!(error instanceof StoreApiError && error.status === 409))
        return error instanceof Error ? error : new Error(String(error));
      try {
        adopt(await api.load());
        return 'rebase';
      } catch (loadError) {
        return loadError instanceof Error ? loadError : new Error(String(loadError));
      }
    }
  }

  async function saveForUser(change: Change, policy: ChangePolicy): Promise<ChangeOutcome> {
    for (let attempt = 0; attempt < MAX_REBASES; attempt += 1) {
      const { items, version } = store.getState();
      const next = change(items);
      if (!Array.isArray(next)) return { ok: false, status: null, message: next.refused };
      writeAhead(next);
      const result = await trySave(next, version);
      if (result === 'saved') return { ok: true, items: store.getState().items };
      if (result === 'rebase') continue;
      const refused = result instanceof StoreApiError && result.status === 422;
      if (refused ? policy.keepWhenRefused : policy.keepWhenSaveFails) {
        store.setState({
          items: next,
          dirty: true,
          prices: null,
          priceProblem: refused ? result.message : null,
        });
        persist();
        return { ok: true, items: next };
      }
      persist();
      return failure(result, saveFailedMessage);
    }
    persist();
    return { ok: false, status: 409, message: saveFailedMessage };
  }

  async function priceForGuest(change: Change, policy: ChangePolicy): Promise<ChangeOutcome> {
    const next = change(store.getState().items);
    if (!Array.isArray(next)) return { ok: false, status: null, message: next.refused };
    writeAhead(next);
    try {
      const prices = await api.price(next);
      store.setState({ items: next, prices, priceProblem: null });
    } catch (error) {
      const outcome = failure(error, saveFailedMessage);
      if (!outcome.ok && outcome.status === 422 && !policy.keepWhenRefused) {
        persist();
        return outcome;
      }
      const reason = error instanceof Error ? error.message : saveFailedMessage;
      store.setState({ items: next, prices: null, priceProblem: reason });
    }
    persist();
    return { ok: true, items: next };
  }

  return {
    persist,
    adopt,
    /** Applies a change to the cart (cart mode) and prices it; users also save it. */
    async apply(change: Change, policy: ChangePolicy) {
      store.setState({ pricing: true });
      try {
        return store.getState().owner === null
          ? await priceForGuest(change, policy)
          : await saveForUser(change, policy);
      } finally {
        store.setState({ pricing: false });
      }
    },
  };
}

export type CartSync = ReturnType<typeof createCartSync>;
