import { storageKeys } from '@store/contracts';
import { api, sessionHolder } from '@store/platform';
import { restoreGuestToken } from './restore-session';

/**
 * Spec section 4: with no token, a guest access token is requested and saved. The user-session
 * rules (refresh, login, logout) build on this.
 */
export async function ensureGuestToken(
  tenant: string,
  storage: Storage = window.localStorage,
): Promise<void> {
  if (sessionHolder.get().accessToken || restoreGuestToken(tenant, storage)) return;
  try {
    // Every other call waits for the session to start, and this call is how it starts.
    const { accessToken } = await api.get<{ accessToken: string }>(
      '/api/TokenAuth/GetAccess',
      undefined,
      { beforeSession: true },
    );
    storage.setItem(storageKeys.guestToken(tenant), accessToken);
    sessionHolder.set({ accessToken, user: null });
  } catch (error) {
    // Spec section 8: a failed guest-token fetch is only logged; public pages still work.
    console.warn('[store] guest token unavailable', error);
  }
}

/** A stored guest token that expired is replaced by a new one (the API client retries once). */
export async function renewGuestToken(
  tenant: string,
  storage: Storage = window.localStorage,
): Promise<boolean> {
  if (sessionHolder.get().user) return false;
  storage.removeItem(storageKeys.guestToken(tenant));
  sessionHolder.set({ accessToken: null, user: null });
  await ensureGuestToken(tenant, storage);
  return Boolean(sessionHolder.get().accessToken);
}
