import { storageKeys, type StoredProfile, type StoredSession, type User } from '@store/contracts';

/**
 * The session and the profile, each under its own local storage key (spec section 3, "Stored
 * locally"), per tenant. What is read back is checked: a value another version or a person
 * changed by hand counts as no session rather than breaking the page.
 */

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isTextOrNull = (value: unknown): value is string | null =>
  value === null || typeof value === 'string';

function readJson(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function readStoredSession(storage: Storage, tenant: string): StoredSession | null {
  const value = readJson(storage, storageKeys.session(tenant));
  if (!value) return null;
  const { userId, email, accessToken, refreshToken } = value;
  if (!(Number.isSafeInteger(userId) && (userId as number) > 0)) return null;
  if (!isText(email) || !isText(accessToken) || !isTextOrNull(refreshToken)) return null;
  return { userId: userId as number, email, accessToken, refreshToken };
}

export function readStoredProfile(storage: Storage, tenant: string): StoredProfile | null {
  const value = readJson(storage, storageKeys.profile(tenant));
  if (!value) return null;
  const { fullName, email, phoneNumber, company } = value;
  if (typeof fullName !== 'string' || !isText(email)) return null;
  if (!isTextOrNull(phoneNumber) || !isTextOrNull(company)) return null;
  return { fullName, email, phoneNumber, company };
}

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

/** The user of a stored session, with the profile when it belongs to the same e-mail. */
export function storedUser(session: StoredSession, profile: StoredProfile | null): User {
  const own = profile?.email === session.email ? profile : null;
  return {
    userId: session.userId,
    email: session.email,
    fullName: own?.fullName ?? '',
    phoneNumber: own?.phoneNumber ?? null,
    company: own?.company ?? null,
  };
}

/** Spec section 4: logout and session destroy clear the stored session and every token. */
export function clearStoredSession(storage: Storage, tenant: string): void {
  storage.removeItem(storageKeys.session(tenant));
  storage.removeItem(storageKeys.profile(tenant));
  storage.removeItem(storageKeys.guestToken(tenant));
}
