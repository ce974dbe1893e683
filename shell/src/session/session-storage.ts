import { storageKeys, type StoredProfile, type StoredSession, type User } from '@store/contracts';

/**
 * Reading the session and the profile, each under its own local storage key (spec section 3,
 * "Stored locally"), per tenant: what the boot needs. What is read back is checked: a value
 * another version or a person changed by hand counts as no session rather than breaking the
 * page. The writes load with the session's rules (`session-writes.ts`).
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
