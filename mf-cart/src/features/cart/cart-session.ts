import type { CartItem } from '@store/contracts';
import type { CartModel } from './cart-model';
import { mergeGuestItems, type CartRuleOptions } from './cart-rules';
import { INITIAL_CART_STATE } from './cart-state';
import type { StoredCart } from './cart-storage';
import { KEEP_CHANGE } from './cart-sync';

/**
 * Whose cart this is, over time (spec sections 4 and 6): a guest's lives in this browser; at
 * login it joins the user's saved cart (README.md, "Guest to customer"); at logout the cart is
 * emptied. Another tab's change arrives through the stored copy.
 */
export function createCartSession(
  model: CartModel,
  dependencies: {
    options: CartRuleOptions;
    readStored: () => StoredCart | null;
    clearStored: () => void;
  },
) {
  const { store, sync, api } = model;
  const refresh = () => sync.apply((items) => items, KEEP_CHANGE);

  /** The saved cart as the server has it now; on failure the copy here stays. */
  async function reload() {
    store.setState({ pricing: true });
    try {
      sync.adopt(await api.load());
    } catch {
      // Spec section 8: a failed read is not shown; the next change saves on top of this copy.
    } finally {
      store.setState({ pricing: false });
    }
  }

  /** The user's saved cart, with the guest's items added by the adding rule. */
  async function joinSavedCart(guestItems: CartItem[]) {
    const saved = await api.load();
    sync.adopt(saved);
    if (!guestItems.length) return;
    const merged = mergeGuestItems(saved.items, guestItems, dependencies.options);
    if (merged.kept > 0) await sync.apply(() => merged.items, KEEP_CHANGE);
  }

  async function becomeUser(userId: number, guestItems: CartItem[]) {
    store.setState({ ...INITIAL_CART_STATE, owner: userId, items: guestItems, pricing: true });
    try {
      await joinSavedCart(guestItems);
    } catch {
      // The saved cart could not be read: the guest's items stay here, unsaved, until the next
      // change or visit saves them.
      store.setState({ items: guestItems, dirty: guestItems.length > 0 });
      sync.persist();
    } finally {
      store.setState({ pricing: false, ready: true });
    }
  }

  function becomeGuest() {
    dependencies.clearStored();
    store.setState({ ...INITIAL_CART_STATE, ready: true });
  }

  async function start(userId: number | null) {
    const stored = dependencies.readStored();
    if (userId === null) {
      if (stored && stored.owner !== null) return becomeGuest();
      store.setState({ ...INITIAL_CART_STATE, ...(stored ?? {}), ready: true });
      if (stored?.items.length) await refresh();
      return;
    }
    if (stored?.owner === userId) {
      // The buyer's copy shows at once; the server's cart (or the unsaved change) follows.
      store.setState({ ...INITIAL_CART_STATE, ...stored, ready: true });
      await (stored.dirty ? refresh() : reload());
      return;
    }
    await becomeUser(userId, stored?.owner === null ? stored.items : []);
  }

  async function sessionChanged(userId: number | null) {
    const { owner, items, ready } = store.getState();
    if (ready && userId === owner) return;
    if (userId === null) return becomeGuest();
    // Another tab of the same browser may have joined the guest's items already (its copy then
    // belongs to the user): they must not join twice.
    const stored = dependencies.readStored();
    const guestItems = stored
      ? stored.owner === null
        ? stored.items
        : []
      : owner === null
        ? items
        : [];
    await becomeUser(userId, guestItems);
  }

  /** Another tab wrote the stored cart: take its copy when it is this owner's. */
  function storedChanged(stored: StoredCart | null) {
    if (!stored) {
      store.setState({ items: [], prices: null, version: 0, dirty: false });
      return;
    }
    if (stored.owner !== store.getState().owner) return;
    const { items, prices, version, dirty } = stored;
    store.setState({ items, prices, version, dirty });
  }

  return {
    /** At start: the stored copy for a guest; the saved cart (joined by guest items) for a user. */
    start: (userId: number | null) => model.serial(() => start(userId)),
    /** `session:changed`: login joins the carts, logout empties them, another user starts over. */
    sessionChanged: (userId: number | null) => model.serial(() => sessionChanged(userId)),
    storedChanged,
    /**
     * `checkout:order-placed`: a cart order emptied the saved cart on the server (a guest cannot
     * order); a buy-now order leaves the cart as it was and ends direct mode.
     */
    orderPlaced: (mode: 'cart' | 'direct') =>
      mode === 'direct'
        ? model.exitDirect()
        : model.serial(async () => {
            store.setState({ mode: 'cart', direct: null });
            await reload();
          }),
  };
}

export type CartSession = ReturnType<typeof createCartSession>;
