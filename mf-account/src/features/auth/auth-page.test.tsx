import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, handle, sessionHolder } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { AuthPage } from './auth-page';

const BUYER = { userId: 1, email: 'a@b.com', fullName: 'Ana', phoneNumber: null, company: null };
const where = () => screen.getByRole('status', { name: 'Dirección' });

beforeEach(() => {
  jest.restoreAllMocks();
  sessionHolder.set({ accessToken: 'guest', user: null });
  jest.spyOn(api, 'get').mockResolvedValue([]);
});

it('shows the login with mode=login, and registration otherwise, with a way home', () => {
  const { unmount } = renderAccount(<AuthPage />, { path: '/auth?mode=login' });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Ingresá a tu cuenta' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Creá una' })).toBeInTheDocument();
  unmount();
  renderAccount(<AuthPage />, { path: '/auth' });
  expect(screen.getByRole('heading', { level: 1, name: 'Creá tu cuenta' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
});

it('hides registration when the store does not allow it', () => {
  renderAccount(<AuthPage />, { path: '/auth', config: { registrationInShop: false } });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Ingresá a tu cuenta' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Creá una' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Crear cuenta' })).not.toBeInTheDocument();
});

it('keeps `from` when switching between login and registration', async () => {
  renderAccount(<AuthPage />, { path: '/auth?mode=login&from=%2Ffavorites' });
  await userEvent.click(screen.getByRole('link', { name: 'Creá una' }));
  expect(where()).toHaveTextContent('/auth?from=%2Ffavorites');
});

it('goes back to `from` once logged in, and home for a foreign address', async () => {
  const stop = handle('session:login-requested', async () => {
    sessionHolder.set({ accessToken: 'user', user: BUYER });
    return { ok: true, canLogin: true };
  });
  renderAccount(<AuthPage />, {
    path: '/auth?mode=login&from=%2Ffavorites%3Fpage%3D2',
    route: '/auth',
  });
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'a@b.com');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'una-clave');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  // The login answers asynchronously (the shell's handler): the address changes after it.
  await waitFor(() => expect(where()).toHaveTextContent('/favorites?page=2'));
  stop();
});

it('sends a logged-in buyer on, never to another site', () => {
  sessionHolder.set({ accessToken: 'user', user: BUYER });
  renderAccount(<AuthPage />, {
    path: '/auth?mode=login&from=https%3A%2F%2Fevil.example%2F',
    route: '/auth',
  });
  expect(where()).toHaveTextContent(/^\/$/);
});

it('shows the feedback screen for an account not activated, and can send the link again', async () => {
  const stop = handle('session:login-requested', async () => ({ ok: true, canLogin: false }));
  const post = jest.spyOn(api, 'post').mockResolvedValue({ accepted: true });
  renderAccount(<AuthPage />, { path: '/auth?mode=login' });
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'nueva@b.com');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'una-clave-larga');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Tu cuenta todavía no está activa' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Reenviar el correo de activación' }));
  expect(post).toHaveBeenCalledWith('/api/services/app/Account/SendEmailActivationEcommerceLink', {
    email: 'nueva@b.com',
    isEcommerceClient: true,
  });
  expect(screen.getByText(/te llega un correo nuevo/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Ir a ingresar' }));
  expect(
    screen.getByRole('heading', { level: 1, name: 'Ingresá a tu cuenta' }),
  ).toBeInTheDocument();
  stop();
});

it('offers Google only when the store has it configured', async () => {
  jest.spyOn(api, 'get').mockResolvedValue([
    {
      name: 'Google',
      clientId: 'id',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      scope: 'openid email profile',
    },
  ]);
  renderAccount(<AuthPage />, { path: '/auth?mode=login' });
  expect(await screen.findByRole('button', { name: 'Ingresar con Google' })).toBeInTheDocument();
});
