import { EMPTY_CHECKOUT, type CheckoutData } from './checkout-data';

/**
 * The checkout's data as this browser keeps it: in local storage, one copy per tenant and buyer,
 * so a reload, back/forward and a second tab (through the `storage` event) see the same steps.
 * `revision` counts the changes made by other tabs: forms start again from the stored values.
 */
export interface CheckoutStore {
  get(): CheckoutData;
  revision(): number;
  update(change: (data: CheckoutData) => CheckoutData): void;
  subscribe(listener: () => void): () => void;
}

export const checkoutKey = (tenant: string, owner: number) => `checkout:${tenant}:${owner}`;

function parse(text: string | null): CheckoutData {
  if (!text) return EMPTY_CHECKOUT;
  try {
    const value = JSON.parse(text) as Partial<CheckoutData> | null;
    return value && typeof value === 'object' ? { ...EMPTY_CHECKOUT, ...value } : EMPTY_CHECKOUT;
  } catch {
    return EMPTY_CHECKOUT;
  }
}

export function createCheckoutStore(key: string, storage: Storage = window.localStorage) {
  let data = parse(storage.getItem(key));
  let revision = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    data = parse(storage.getItem(key));
    revision += 1;
    notify();
  };

  const store: CheckoutStore = {
    get: () => data,
    revision: () => revision,
    update(change) {
      data = change(data);
      try {
        storage.setItem(key, JSON.stringify(data));
      } catch {
        // A full or blocked storage keeps the checkout in this page only; it still works.
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
  return store;
}
