import { storageKeys } from '@store/contracts';
import { api, initI18n, on, request, sessionHolder, StoreApiError } from '@store/platform';
import { CHILEAN_BUYER } from '../test/buyer';
import { registerSessionMessages } from './session-messages';
import { handleSessionRequests } from './session-requests';
import { createUserSession } from './user-session';

const TENANT = 'demo-cl';
const BUYER = CHILEAN_BUYER;
const LOGIN = { canLogin: true, accessToken: 'a', refreshToken: 'r', ...BUYER };
const refused = (message: string, field: string | null = null) =>
  new StoreApiError('server', message, 422, 'Unprocessable Entity', null, null, field);

let stop: () => void;
let events: string[];
beforeAll(() => {
  initI18n('cl');
  registerSessionMessages();
});
beforeEach(() => {
  localStorage.clear();
  sessionHolder.set({ accessToken: 'guest-token', user: null });
  jest.restoreAllMocks();
  jest.spyOn(api, 'get').mockResolvedValue({ accessToken: 'new-guest' });
  events = [];
  const session = createUserSession({ tenant: TENANT, storage: localStorage, locks: null });
  const disposers = [
    handleSessionRequests(session),
    on('session:changed', ({ userId }) => events.push(`changed:${userId}`)),
    on('session:auth-failed', ({ message }) => events.push(`failed:${message}`)),
  ];
  stop = () => disposers.forEach((dispose) => dispose());
});
afterEach(() => stop());

const login = () =>
  request('session:login-requested', { email: BUYER.email, password: 'AndesMerch-2026' });

it('logs in: the API gets the credentials and the flag, the session starts', async () => {
  const post = jest.spyOn(api, 'post').mockResolvedValue(LOGIN);
  await expect(login()).resolves.toEqual({ ok: true, canLogin: true });
  expect(post).toHaveBeenCalledWith('/api/services/app/TokenAuth/Authenticate', {
    email: BUYER.email,
    password: 'AndesMerch-2026',
    isEcommerceClient: true,
  });
  expect(sessionHolder.get()).toEqual({ accessToken: 'a', user: BUYER });
  expect(events).toEqual(['changed:3']);
});

it('answers canLogin false for an account not activated, without a session', async () => {
  jest.spyOn(api, 'post').mockResolvedValue({ canLogin: false, email: BUYER.email });
  await expect(login()).resolves.toEqual({ ok: true, canLogin: false });
  expect(sessionHolder.get().user).toBeNull();
  expect(events).toEqual([]);
});

it('sets the auth error message for the popup and answers false when the login fails', async () => {
  jest
    .spyOn(api, 'post')
    .mockRejectedValue(refused('El correo electrónico o la contraseña no son correctos.'));
  await expect(login()).resolves.toEqual({
    ok: false,
    message: 'El correo electrónico o la contraseña no son correctos.',
    field: null,
  });
  expect(events).toEqual(['failed:El correo electrónico o la contraseña no son correctos.']);
  expect(sessionHolder.get()).toEqual({ accessToken: 'guest-token', user: null });
});

it('logs out even when the API cannot be told, ending with a new guest token', async () => {
  jest.spyOn(api, 'post').mockResolvedValue(LOGIN);
  await login();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const get = jest.spyOn(api, 'get').mockImplementation(async (url) => {
    if (url === '/api/TokenAuth/LogOut') throw new Error('offline');
    return { accessToken: 'new-guest' };
  });
  await expect(request('session:logout-requested', {})).resolves.toEqual({ ok: true });
  expect(get).toHaveBeenCalledWith('/api/TokenAuth/LogOut');
  expect(localStorage.getItem(storageKeys.session(TENANT))).toBeNull();
  expect(sessionHolder.get()).toEqual({ accessToken: 'new-guest', user: null });
  expect(events).toEqual(['changed:3', 'changed:null']);
});

it('saves the profile and keeps the stored profile and e-mail in step', async () => {
  jest.spyOn(api, 'post').mockResolvedValue(LOGIN);
  await login();
  const saved = { ...BUYER, email: 'diego@vina.cl', phoneNumber: '+56 9 1111 2222' };
  const put = jest.spyOn(api, 'put').mockResolvedValue(saved);
  const profile = {
    name: 'Diego Muñoz',
    email: 'diego@vina.cl',
    phoneNumber: '+56 9 1111 2222',
    company: 'Viña Los Andes',
  };
  await expect(request('session:profile-update-requested', profile)).resolves.toEqual({ ok: true });
  expect(put).toHaveBeenCalledWith('/api/services/app/Account/UpdateProfile', profile);
  expect(sessionHolder.get().user).toEqual(saved);
  expect(JSON.parse(localStorage.getItem(storageKeys.session(TENANT)) ?? '').email).toBe(
    'diego@vina.cl',
  );
  expect(JSON.parse(localStorage.getItem(storageKeys.profile(TENANT)) ?? '').phoneNumber).toBe(
    '+56 9 1111 2222',
  );
});

it('answers a refused profile with the message and the field, changing nothing', async () => {
  jest.spyOn(api, 'post').mockResolvedValue(LOGIN);
  await login();
  jest
    .spyOn(api, 'put')
    .mockRejectedValue(
      refused('Ya hay otra cuenta con ese correo electrónico en esta tienda.', 'email'),
    );
  const result = await request('session:profile-update-requested', {
    name: 'X',
    email: 'otra@x.cl',
    phoneNumber: null,
    company: null,
  });
  expect(result).toEqual({
    ok: false,
    message: 'Ya hay otra cuenta con ese correo electrónico en esta tienda.',
    field: 'email',
  });
  expect(sessionHolder.get().user).toEqual(BUYER);
});

it('deletes the account with its own e-mail and id, then becomes a guest', async () => {
  jest.spyOn(api, 'post').mockResolvedValue(LOGIN);
  await login();
  const remove = jest.spyOn(api, 'delete').mockResolvedValue({ accepted: true });
  await expect(request('session:account-delete-requested', {})).resolves.toEqual({ ok: true });
  expect(remove).toHaveBeenCalledWith('/api/services/app/Account/DeleteAccount', {
    Email: BUYER.email,
    UserId: 3,
  });
  expect(sessionHolder.get().user).toBeNull();
  expect(events).toEqual(['changed:3', 'changed:null']);
});

it('refuses profile and deletion requests of a guest in the tenant’s Spanish', async () => {
  const remove = jest.spyOn(api, 'delete');
  await expect(request('session:account-delete-requested', {})).resolves.toEqual({
    ok: false,
    message: 'Ingresa con tu cuenta para continuar.',
    field: null,
  });
  expect(remove).not.toHaveBeenCalled();
});
