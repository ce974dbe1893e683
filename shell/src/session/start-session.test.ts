import { waitFor } from '@testing-library/react';
import { storageKeys } from '@store/contracts';
import { api, initI18n, on, request, sessionHolder } from '@store/platform';
import { CHILEAN_BUYER } from '../test/buyer';
import { startSession } from './start-session';

const BUYER = CHILEAN_BUYER;

/** Each test its own store: the storage listeners of the ones before stay on the window. */
let tenant = 0;
let TENANT = '';
let changes: (number | null)[];
let stopListening: () => void;

beforeAll(() => initI18n('cl'));

beforeEach(() => {
  TENANT = `store-${(tenant += 1)}`;
  localStorage.clear();
  sessionHolder.set({ accessToken: null, user: null });
  jest.restoreAllMocks();
  jest.spyOn(api, 'get').mockResolvedValue({ accessToken: 'new-guest' });
  changes = [];
  stopListening = on('session:changed', ({ userId }) => changes.push(userId));
});
afterEach(() => stopListening());

const storeSession = (accessToken = 'access-1') => {
  localStorage.setItem(
    storageKeys.session(TENANT),
    JSON.stringify({ userId: 3, email: BUYER.email, accessToken, refreshToken: 'refresh-1' }),
  );
  localStorage.setItem(
    storageKeys.profile(TENANT),
    JSON.stringify({ ...BUYER, userId: undefined }),
  );
};

/** The page's `pageSettled()`, settled when the test says. */
function pageSettles() {
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settled, settle };
}
const never = new Promise<void>(() => undefined);

it('restores a stored session at once, and refreshes its token once the page has settled', async () => {
  storeSession();
  const refresh = jest
    .spyOn(api, 'request')
    .mockResolvedValue({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  const { settled, settle } = pageSettles();
  await startSession(TENANT, localStorage, settled);
  expect(sessionHolder.get()).toEqual({ accessToken: 'access-1', user: BUYER });
  expect(refresh).not.toHaveBeenCalled();
  settle();
  await waitFor(() => expect(changes).toEqual([3]));
  expect(refresh).toHaveBeenCalledWith(
    expect.objectContaining({
      url: '/api/TokenAuth/RefreshToken',
      data: { refreshToken: 'refresh-1' },
    }),
  );
  expect(sessionHolder.get().accessToken).toBe('access-2');
});

it("holds a first visit's calls until its guest token, asked once the page has settled", async () => {
  const { settled, settle } = pageSettles();
  let started = false;
  const starting = startSession(TENANT, localStorage, settled).then(() => (started = true));
  await Promise.resolve();
  expect(started).toBe(false);
  expect(api.get).not.toHaveBeenCalled();
  settle();
  await starting;
  expect(api.get).toHaveBeenCalledWith('/api/TokenAuth/GetAccess', undefined, {
    beforeSession: true,
  });
  expect(sessionHolder.get()).toEqual({ accessToken: 'new-guest', user: null });
  expect(localStorage.getItem(storageKeys.guestToken(TENANT))).toBe('new-guest');
});

it('lets the calls of a visitor with a stored guest token go at once', async () => {
  localStorage.setItem(storageKeys.guestToken(TENANT), 'kept-guest');
  await startSession(TENANT, localStorage, never);
  expect(sessionHolder.get()).toEqual({ accessToken: 'kept-guest', user: null });
  expect(api.get).not.toHaveBeenCalled();
});

it('answers every session request sent before the page settled, loading the rules for it', async () => {
  localStorage.setItem(storageKeys.guestToken(TENANT), 'kept-guest');
  jest.spyOn(api, 'post').mockResolvedValue({ canLogin: false, email: BUYER.email });
  void startSession(TENANT, localStorage, never);
  const notLoggedIn = { ok: false, message: 'Ingresa con tu cuenta para continuar.', field: null };
  await expect(
    Promise.all([
      request('session:login-requested', { email: BUYER.email, password: 'AndesMerch-2026' }),
      request('session:external-login-requested', {
        authProvider: 'Google',
        providerAccessCode: 'code',
        redirectUri: 'http://localhost/store-1/auth',
      }),
      request('session:profile-update-requested', {
        name: 'Diego Muñoz',
        email: BUYER.email,
        phoneNumber: null,
        company: null,
      }),
      request('session:account-delete-requested', {}),
      request('session:logout-requested', {}),
    ]),
  ).resolves.toEqual([
    { ok: true, canLogin: false },
    { ok: true, canLogin: false },
    notLoggedIn,
    notLoggedIn,
    { ok: true },
  ]);
});

it('follows a login made in another tab before the page settled', async () => {
  localStorage.setItem(storageKeys.guestToken(TENANT), 'kept-guest');
  await startSession(TENANT, localStorage, never);
  storeSession('access-5');
  window.dispatchEvent(
    new StorageEvent('storage', { key: storageKeys.session(TENANT), storageArea: localStorage }),
  );
  await waitFor(() => expect(changes).toEqual([3]));
  expect(sessionHolder.get()).toEqual({ accessToken: 'access-5', user: BUYER });
});
