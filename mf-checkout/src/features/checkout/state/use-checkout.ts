import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { CheckoutData } from './checkout-data';
import type { CheckoutStore } from './checkout-store';

export const CheckoutStoreContext = createContext<CheckoutStore | null>(null);

/** The checkout's data, how to change it, and the count of changes made by other tabs. */
export function useCheckout() {
  const store = useContext(CheckoutStoreContext);
  if (!store) throw new Error('useCheckout needs the CheckoutStoreContext provider');
  const data = useSyncExternalStore(store.subscribe, store.get, store.get);
  const revision = useSyncExternalStore(store.subscribe, store.revision, store.revision);
  const update = useCallback(
    (change: (current: CheckoutData) => CheckoutData) => store.update(change),
    [store],
  );
  return { data, revision, update };
}
