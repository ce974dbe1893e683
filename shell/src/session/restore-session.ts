import { storageKeys, type StoredSession, type User } from '@store/contracts';
import { sessionHolder } from '@store/platform';
import { readStoredProfile, readStoredSession, storedUser } from './session-storage';

/** Puts a stored user session in the holder, with its stored profile unless given the user. */
export function showStoredSession(
  storage: Storage,
  tenant: string,
  session: StoredSession,
  user: User = storedUser(session, readStoredProfile(storage, tenant)),
): void {
  sessionHolder.set({ accessToken: session.accessToken, user });
}

/** A guest token kept from an earlier visit goes in the holder; answers whether there was one. */
export function restoreGuestToken(tenant: string, storage: Storage): boolean {
  const stored = storage.getItem(storageKeys.guestToken(tenant));
  if (stored) sessionHolder.set({ accessToken: stored, user: null });
  return Boolean(stored);
}

/**
 * The session at boot, from this browser's storage alone (spec section 4): a stored user session
 * is shown at once, as a protected page needs it for its first render; without one, a stored guest
 * token. Answers the user session it restored. What needs the API (a first visit's guest token, the
 * user's token refresh) is the session's rules' part, once the page has settled (`startSession`).
 */
export function restoreSession(tenant: string, storage: Storage): StoredSession | null {
  const stored = readStoredSession(storage, tenant);
  if (stored) {
    showStoredSession(storage, tenant, stored);
    return stored;
  }
  // What is there cannot be a session (another version wrote it, or a person): drop it.
  storage.removeItem(storageKeys.session(tenant));
  storage.removeItem(storageKeys.profile(tenant));
  restoreGuestToken(tenant, storage);
  return null;
}
