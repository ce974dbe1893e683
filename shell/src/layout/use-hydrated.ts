import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a server-rendered page waits for hydration, true once React owns it (and at once on
 * a page rendered in the browser). A button rendered by the server does nothing until then, so it
 * stays disabled: a buyer's early click waits for a button that works instead of being lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
