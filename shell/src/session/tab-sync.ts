import { storageKeys } from '@store/contracts';

/**
 * Tabs of one store share the stored session: a login, logout or token refresh in one tab is
 * taken by the others (the `storage` event fires only in the tabs that did not write), through
 * `changed`.
 */
export function followOtherTabs(tenant: string, storage: Storage, changed: () => void): () => void {
  const keys = new Set([storageKeys.session(tenant), storageKeys.profile(tenant)]);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    // A null key is `clear()`: everything changed.
    if (event.key === null || keys.has(event.key)) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
