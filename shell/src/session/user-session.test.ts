import { storageKeys, type StoredSession } from '@store/contracts';
import { api, on, sessionHolder } from '@store/platform';
import { restoreSession } from './restore-session';
import type { RefreshOutcome } from './session-api';
import { createUserSession } from './user-session';

const TENANT = 'demo-ar';
const BUYER = {
  userId: 7,
  email: 'comprador@promosur.com.ar',
  fullName: 'Martina Sosa',
  phoneNumber: '+54 11 5555-0101',
  company: 'Estudio Sosa',
};
const STORED: StoredSession = {
  userId: 7,
  email: BUYER.email,
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

const stored = () => JSON.parse(localStorage.getItem(storageKeys.session(TENANT)) ?? 'null');
const storeSession = (session: StoredSession = STORED) => {
  localStorage.setItem(storageKeys.session(TENANT), JSON.stringify(session));
  localStorage.setItem(
    storageKeys.profile(TENANT),
    JSON.stringify({ ...BUYER, userId: undefined }),
  );
};

let changes: (number | null)[];
let stopListening: () => void;
beforeEach(() => {
  localStorage.clear();
  sessionHolder.set({ accessToken: null, user: null });
  jest.restoreAllMocks();
  changes = [];
  stopListening = on('session:changed', ({ userId }) => changes.push(userId));
  jest.spyOn(api, 'get').mockResolvedValue({ accessToken: 'guest-token' });
});
afterEach(() => stopListening());

function sessionWith(outcomes: RefreshOutcome[]) {
  const refresh = jest.fn(async () => outcomes.shift() ?? { ok: false as const, ended: false });
  return {
    refresh,
    session: createUserSession({ tenant: TENANT, storage: localStorage, refresh, locks: null }),
  };
}
const renewed = (n: number): RefreshOutcome => ({
  ok: true,
  tokens: { accessToken: `access-${n}`, refreshToken: `refresh-${n}` },
});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A session whose refresh call stays out until the test answers it. */
function sessionWithRefreshOut() {
  let answer: (outcome: RefreshOutcome) => void = () => undefined;
  const refresh = jest.fn(() => new Promise<RefreshOutcome>((resolve) => (answer = resolve)));
  const session = createUserSession({
    tenant: TENANT,
    storage: localStorage,
    refresh,
    locks: null,
  });
  return { refresh, session, answer: (outcome: RefreshOutcome) => answer(outcome) };
}

describe('restoring a stored session at start', () => {
  const restore = () => restoreSession(TENANT, localStorage);

  it('shows the user at boot, exchanges the refresh token on resuming, then says session:changed', async () => {
    storeSession();
    const { refresh, session, answer } = sessionWithRefreshOut();
    const restored = restore();
    expect(sessionHolder.get()).toEqual({ accessToken: 'access-1', user: BUYER });
    expect(refresh).not.toHaveBeenCalled();
    const resumed = session.resume(restored);
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(changes).toEqual([]);
    answer(renewed(2));
    await resumed;
    expect(sessionHolder.get().accessToken).toBe('access-2');
    expect(stored()).toEqual({ ...STORED, accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(changes).toEqual([7]);
  });

  it('keeps the stored access token when the refresh cannot be done', async () => {
    storeSession();
    const { session } = sessionWith([{ ok: false, ended: false }]);
    await session.resume(restore());
    expect(sessionHolder.get()).toEqual({ accessToken: 'access-1', user: BUYER });
    expect(changes).toEqual([7]);
  });

  it('becomes a guest when the server ended the session', async () => {
    storeSession();
    const { session } = sessionWith([{ ok: false, ended: true }]);
    await session.resume(restore());
    expect(sessionHolder.get()).toEqual({ accessToken: 'guest-token', user: null });
    expect(stored()).toBeNull();
    expect(localStorage.getItem(storageKeys.profile(TENANT))).toBeNull();
    expect(changes).toEqual([null]);
  });

  it('drops a stored value that is not a session, and resuming sets a guest token', async () => {
    localStorage.setItem(storageKeys.session(TENANT), '{"userId":"7"}');
    const { session, refresh } = sessionWith([]);
    const restored = restore();
    expect(restored).toBeNull();
    expect(localStorage.getItem(storageKeys.session(TENANT))).toBeNull();
    expect(sessionHolder.get()).toEqual({ accessToken: null, user: null });
    await session.resume(restored);
    expect(sessionHolder.get()).toEqual({ accessToken: 'guest-token', user: null });
    expect(localStorage.getItem(storageKeys.guestToken(TENANT))).toBe('guest-token');
    expect(refresh).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('takes a guest token kept from an earlier visit at boot, and asks for none on resuming', async () => {
    localStorage.setItem(storageKeys.guestToken(TENANT), 'kept-guest');
    const { session } = sessionWith([]);
    const restored = restore();
    expect(sessionHolder.get()).toEqual({ accessToken: 'kept-guest', user: null });
    await session.resume(restored);
    expect(api.get).not.toHaveBeenCalled();
    expect(sessionHolder.get().accessToken).toBe('kept-guest');
  });
});

describe('logging in and out', () => {
  it('stores the session and the profile under their own keys and drops the guest token', () => {
    localStorage.setItem(storageKeys.guestToken(TENANT), 'guest-token');
    const { session } = sessionWith([]);
    session.begin({ canLogin: true, accessToken: 'a', refreshToken: 'r', ...BUYER });
    expect(stored()).toEqual({
      userId: 7,
      email: BUYER.email,
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(JSON.parse(localStorage.getItem(storageKeys.profile(TENANT)) ?? '')).toEqual({
      fullName: BUYER.fullName,
      email: BUYER.email,
      phoneNumber: BUYER.phoneNumber,
      company: BUYER.company,
    });
    expect(localStorage.getItem(storageKeys.guestToken(TENANT))).toBeNull();
    expect(sessionHolder.get()).toEqual({ accessToken: 'a', user: BUYER });
    expect(changes).toEqual([7]);
  });

  it('goes back to a new guest token on logout', async () => {
    storeSession();
    const { session } = sessionWith([]);
    await session.becomeGuest();
    expect(stored()).toBeNull();
    expect(sessionHolder.get()).toEqual({ accessToken: 'guest-token', user: null });
    expect(changes).toEqual([null]);
  });
});

describe('renewing on a 401', () => {
  it("refreshes a user's token once for calls that fail together", async () => {
    storeSession();
    sessionHolder.set({ accessToken: 'access-1', user: BUYER });
    const { session, refresh } = sessionWith([renewed(2)]);
    await expect(Promise.all([session.renew(), session.renew(), session.renew()])).resolves.toEqual(
      [true, true, true],
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionHolder.get().accessToken).toBe('access-2');
  });

  it('takes the tokens another tab already renewed instead of spending the old refresh token', async () => {
    storeSession({ ...STORED, accessToken: 'access-9', refreshToken: 'refresh-9' });
    sessionHolder.set({ accessToken: 'access-1', user: BUYER });
    const { session, refresh } = sessionWith([]);
    await expect(session.renew()).resolves.toBe(true);
    expect(refresh).not.toHaveBeenCalled();
    expect(sessionHolder.get().accessToken).toBe('access-9');
  });

  it("replaces a guest's expired token", async () => {
    sessionHolder.set({ accessToken: 'old-guest', user: null });
    const { session } = sessionWith([]);
    await expect(session.renew()).resolves.toBe(true);
    expect(sessionHolder.get().accessToken).toBe('guest-token');
  });

  it('answers false when the API cannot be reached, keeping the session', async () => {
    storeSession();
    sessionHolder.set({ accessToken: 'access-1', user: BUYER });
    const { session } = sessionWith([{ ok: false, ended: false }]);
    await expect(session.renew()).resolves.toBe(false);
    expect(sessionHolder.get().user).toEqual(BUYER);
  });
});

describe('other tabs', () => {
  it('follows a logout and a login made in another tab', async () => {
    storeSession();
    sessionHolder.set({ accessToken: 'access-1', user: BUYER });
    const { session } = sessionWith([]);
    localStorage.removeItem(storageKeys.session(TENANT));
    session.storedChanged();
    await settle();
    expect(sessionHolder.get()).toEqual({ accessToken: 'guest-token', user: null });
    storeSession({ ...STORED, accessToken: 'access-5' });
    session.storedChanged();
    expect(sessionHolder.get()).toEqual({ accessToken: 'access-5', user: BUYER });
    expect(changes).toEqual([null, 7]);
  });

  it('keeps a logout made in another tab while a refresh was out, without bringing the session back', async () => {
    storeSession();
    const { session, answer } = sessionWithRefreshOut();
    const resumed = session.resume(restoreSession(TENANT, localStorage));
    // The other tab's logout clears the storage before this tab hears of it.
    localStorage.removeItem(storageKeys.session(TENANT));
    localStorage.removeItem(storageKeys.profile(TENANT));
    answer(renewed(2));
    await resumed;
    await settle();
    expect(stored()).toBeNull();
    expect(localStorage.getItem(storageKeys.profile(TENANT))).toBeNull();
    expect(sessionHolder.get()).toEqual({ accessToken: 'guest-token', user: null });
    expect(changes).toEqual([null]);
  });

  it('takes a refreshed token quietly', () => {
    storeSession({ ...STORED, accessToken: 'access-3' });
    sessionHolder.set({ accessToken: 'access-1', user: BUYER });
    sessionWith([]).session.storedChanged();
    expect(sessionHolder.get().accessToken).toBe('access-3');
    expect(changes).toEqual([]);
  });
});
