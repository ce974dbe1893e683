import { storageKeys, type CartItem, type PriceEntry } from '@store/contracts';

/**
 * The cart as this browser keeps it (`storageKeys.cart(tenant)`): a guest's only copy, and a
 * logged-in user's copy of the saved cart with `dirty` set while a change has not reached the
 * server. `owner` is the user id (null for a guest), so a copy never leaks to another user.
 */
export interface StoredCart {
  owner: number | null;
  items: CartItem[];
  prices: PriceEntry[] | null;
  version: number;
  dirty: boolean;
}

function parse(text: string | null): StoredCart | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredCart> | null;
    if (!value || !Array.isArray(value.items)) return null;
    return {
      owner: typeof value.owner === 'number' ? value.owner : null,
      items: value.items,
      prices: Array.isArray(value.prices) ? value.prices : null,
      version: typeof value.version === 'number' ? value.version : 0,
      dirty: value.dirty === true,
    };
  } catch {
    return null;
  }
}

export function createCartStorage(tenant: string, storage: Storage = window.localStorage) {
  const key = storageKeys.cart(tenant);
  return {
    read: () => parse(storage.getItem(key)),
    write(cart: StoredCart) {
      try {
        storage.setItem(key, JSON.stringify(cart));
      } catch {
        // A full or blocked storage keeps the cart in memory only; the page still works.
      }
    },
    clear: () => storage.removeItem(key),
    /** Another tab changed the stored cart. */
    subscribe(listener: (cart: StoredCart | null) => void): () => void {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener(parse(storage.getItem(key)));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

export type CartStorage = ReturnType<typeof createCartStorage>;
