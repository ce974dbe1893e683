import { storageKeys, type StoredSession, type User } from '@store/contracts';
import { emit, sessionHolder } from '@store/platform';
import { ensureGuestToken, renewGuestToken } from './guest-session';
import { showStoredSession } from './restore-session';
import { refreshTokens, type LoginAnswer } from './session-api';
import { readStoredSession } from './session-storage';
import { clearStoredSession, writeStoredProfile, writeStoredSession } from './session-writes';

export interface UserSessionDeps {
  tenant: string;
  storage: Storage;
  refresh?: typeof refreshTokens;
  /** Web Locks, so that two tabs never spend the same refresh token; absent in old browsers. */
  locks?: Pick<LockManager, 'request'> | null;
}

/** 'ended': the server ended the session (now a guest); 'unreachable': kept, try again later. */
export type RefreshResult = 'ok' | 'ended' | 'unreachable';

/**
 * The session rules of spec section 4 for one tenant: login stores the session and the profile
 * under their keys, logout and a session the server ended go back to a guest token, and a user's
 * access token is renewed with the refresh token (once at a time across tabs). Every change of
 * who is logged in says `session:changed`.
 */
export function createUserSession({
  tenant,
  storage,
  refresh = refreshTokens,
  locks = typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null,
}: UserSessionDeps) {
  let refreshing: Promise<RefreshResult> | null = null;

  const show = (session: StoredSession, user?: User) =>
    showStoredSession(storage, tenant, session, user);

  function begin(answer: Extract<LoginAnswer, { canLogin: true }>): void {
    const { accessToken, refreshToken, userId, email, fullName, phoneNumber, company } = answer;
    const user: User = { userId, email, fullName, phoneNumber, company };
    writeStoredSession(storage, tenant, { userId, email, accessToken, refreshToken });
    writeStoredProfile(storage, tenant, user);
    storage.removeItem(storageKeys.guestToken(tenant));
    sessionHolder.set({ accessToken, user });
    emit('session:changed', { userId });
  }

  async function becomeGuest(): Promise<void> {
    clearStoredSession(storage, tenant);
    sessionHolder.set({ accessToken: null, user: null });
    await ensureGuestToken(tenant, storage);
    emit('session:changed', { userId: null });
  }

  /** This tab takes the stored session as it is now. */
  function followStored(): RefreshResult {
    storedChanged();
    return readStoredSession(storage, tenant) ? 'ok' : 'ended';
  }

  async function refreshNow(): Promise<RefreshResult> {
    const stored = readStoredSession(storage, tenant);
    const held = sessionHolder.get();
    // Another tab logged out or in meanwhile: follow it rather than spend a stale token.
    if (!stored || stored.userId !== held.user?.userId) return followStored();
    if (stored.accessToken !== held.accessToken) {
      show(stored, held.user ?? undefined);
      return 'ok';
    }
    if (!stored.refreshToken) return 'unreachable';
    const outcome = await refresh(stored.refreshToken);
    // A logout in another tab while the call was out must stay a logout: writing the renewed
    // tokens would bring back, in every tab, a session its user ended (the server ended it too).
    if (readStoredSession(storage, tenant)?.refreshToken !== stored.refreshToken)
      return followStored();
    if (outcome.ok) {
      const renewed = { ...stored, ...outcome.tokens };
      writeStoredSession(storage, tenant, renewed);
      show(renewed, held.user ?? undefined);
      return 'ok';
    }
    if (!outcome.ended) return 'unreachable';
    await becomeGuest();
    return 'ended';
  }

  /** One refresh at a time in this tab, and, with Web Locks, across the tenant's tabs. */
  function refreshUser(): Promise<RefreshResult> {
    refreshing ??= (
      locks ? locks.request(`store:${tenant}:session-refresh`, refreshNow) : refreshNow()
    ).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Another tab changed the stored session: take it, and say so when the user changed. */
  function storedChanged(): void {
    const stored = readStoredSession(storage, tenant);
    const before = sessionHolder.get().user?.userId ?? null;
    if (stored) show(stored);
    else if (before !== null)
      sessionHolder.set({
        accessToken: storage.getItem(storageKeys.guestToken(tenant)),
        user: null,
      });
    const after = stored?.userId ?? null;
    if (after === before) return;
    if (after === null) void ensureGuestToken(tenant, storage);
    emit('session:changed', { userId: after });
  }

  return {
    begin,
    becomeGuest,
    refreshUser,
    storedChanged,

    /**
     * The rest of the start (spec section 4), once the page has settled, after the boot's
     * `restoreSession`: the user session it restored exchanges its refresh token (if that cannot
     * be done the stored access token stays in use), then `session:changed` lets the cart load the
     * saved cart; without one, a guest token unless there is one already.
     */
    async resume(restored: StoredSession | null): Promise<void> {
      if (!restored) return ensureGuestToken(tenant, storage);
      // Another tab may have logged in as someone else meanwhile: say who is logged in now.
      if ((await refreshUser()) !== 'ended')
        emit('session:changed', { userId: sessionHolder.get().user?.userId ?? null });
    },

    /** The API client's 401: a user's token is refreshed, a guest's replaced. */
    async renew(): Promise<boolean> {
      if (!sessionHolder.get().user) return renewGuestToken(tenant, storage);
      return (await refreshUser()) !== 'unreachable';
    },

    /** The profile saved on the server: the stored profile, session e-mail and holder follow. */
    updateUser(user: User): void {
      const stored = readStoredSession(storage, tenant);
      if (!stored || stored.userId !== user.userId) return;
      const session = { ...stored, email: user.email };
      writeStoredSession(storage, tenant, session);
      writeStoredProfile(storage, tenant, user);
      show(session, user);
    },
  };
}

export type UserSession = ReturnType<typeof createUserSession>;
