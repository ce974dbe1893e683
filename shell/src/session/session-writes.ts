import { storageKeys, type StoredProfile, type StoredSession, type User } from '@store/contracts';

/** Writing the stored session and profile (read back by `session-storage.ts`). */

export function writeStoredSession(storage: Storage, tenant: string, session: StoredSession): void {
  storage.setItem(storageKeys.session(tenant), JSON.stringify(session));
}

export function writeStoredProfile(storage: Storage, tenant: string, user: User): void {
  const profile: StoredProfile = {
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    company: user.company,
  };
  storage.setItem(storageKeys.profile(tenant), JSON.stringify(profile));
}

/** Spec section 4: logout and session destroy clear the stored session and every token. */
export function clearStoredSession(storage: Storage, tenant: string): void {
  storage.removeItem(storageKeys.session(tenant));
  storage.removeItem(storageKeys.profile(tenant));
  storage.removeItem(storageKeys.guestToken(tenant));
}
