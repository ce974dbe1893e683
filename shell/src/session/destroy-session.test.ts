import { storageKeys } from '@store/contracts';
import { api, sessionHolder } from '@store/platform';
import { destroySessionAndReload } from './destroy-session';

const TENANT = 'demo-ar';

beforeEach(() => {
  localStorage.clear();
  sessionHolder.set({ accessToken: null, user: null });
  jest.restoreAllMocks();
});

it('clears the stored session, profile and tokens, sets a new guest token and reloads', async () => {
  localStorage.setItem(
    storageKeys.session(TENANT),
    JSON.stringify({ userId: 4, email: 'a@b.cl', accessToken: 'old', refreshToken: 'r' }),
  );
  localStorage.setItem(storageKeys.profile(TENANT), JSON.stringify({ fullName: 'Ana' }));
  localStorage.setItem(storageKeys.guestToken(TENANT), 'stale-guest');
  localStorage.setItem(storageKeys.session('demo-cl'), 'other tenant, untouched');
  sessionHolder.set({
    accessToken: 'old',
    user: { userId: 4, email: 'a@b.cl', fullName: 'Ana', phoneNumber: null, company: null },
  });
  jest.spyOn(api, 'get').mockResolvedValue({ accessToken: 'new-guest' });
  const reload = jest.fn();

  await destroySessionAndReload(TENANT, { reload });

  expect(localStorage.getItem(storageKeys.session(TENANT))).toBeNull();
  expect(localStorage.getItem(storageKeys.profile(TENANT))).toBeNull();
  expect(localStorage.getItem(storageKeys.guestToken(TENANT))).toBe('new-guest');
  expect(localStorage.getItem(storageKeys.session('demo-cl'))).toBe('other tenant, untouched');
  expect(sessionHolder.get()).toEqual({ accessToken: 'new-guest', user: null });
  expect(reload).toHaveBeenCalledTimes(1);
});

it('reloads even when no guest token can be had', async () => {
  jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reload = jest.fn();
  await destroySessionAndReload(TENANT, { reload });
  expect(sessionHolder.get().accessToken).toBeNull();
  expect(reload).toHaveBeenCalledTimes(1);
});
