import { useMemo } from 'react';
import { useStore as useStoreContext } from '@store/platform';
import { useStore } from 'zustand';
import { startCartRuntime, type CartRuntime } from './cart-runtime';
import type { CartState } from './cart-state';

/** The page's cart (started on first use, with the tenant's settings). */
export function useCartRuntime(): CartRuntime {
  const { tenant, config } = useStoreContext();
  return useMemo(() => startCartRuntime(tenant, config), [tenant, config]);
}

/** A slice of the cart's state; the component re-renders when that slice changes. */
export function useCartState<T>(selector: (state: CartState) => T): T {
  return useStore(useCartRuntime().model.store, selector);
}
