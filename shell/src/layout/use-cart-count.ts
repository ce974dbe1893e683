import { useSyncExternalStore } from 'react';
import { createExternalStore, on } from '@store/platform';

/**
 * The cart badge follows `cart:updated`; the cart remote owns the number. The last count is kept
 * outside the header, so a header mounted later (back from the blank layout of /auth) shows it.
 */
const lastCartCount = createExternalStore<number | null>(null);
let listening = false;

function subscribe(listener: () => void): () => void {
  if (!listening) {
    listening = true;
    on('cart:updated', (detail) => lastCartCount.set(detail.count));
  }
  return lastCartCount.subscribe(listener);
}

export function useCartCount(): number | null {
  return useSyncExternalStore(subscribe, lastCartCount.get, lastCartCount.get);
}
