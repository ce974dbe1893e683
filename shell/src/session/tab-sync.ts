import { storageKeys } from '@store/contracts';
import type { UserSession } from './user-session';

/**
 * Tabs of one store share the stored session: a login, logout or token refresh in one tab is
 * taken by the others (the `storage` event fires only in the tabs that did not write).
 */
export function followOtherTabs(
  tenant: string,
  storage: Storage,
  session: UserSession,
): () => void {
  const keys = new Set([storageKeys.session(tenant), storageKeys.profile(tenant)]);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== storage) return;
    // A null key is `clear()`: everything changed.
    if (event.key === null || keys.has(event.key)) session.storedChanged();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
