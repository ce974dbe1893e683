import { screen, waitFor } from '@testing-library/react';
import { handle, on } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { googleAuthorizationUrl } from './google-login';
import { GoogleReturn } from './google-return';

const GOOGLE = {
  name: 'Google',
  clientId: 'client-id',
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  scope: 'openid email profile',
};
const where = () => screen.getByRole('status', { name: 'Dirección' });

beforeEach(() => sessionStorage.clear());

it('sends the buyer to Google with a state of this tab and this store as the return address', () => {
  const url = new URL(googleAuthorizationUrl('demo-ar', GOOGLE, '/favorites'));
  expect(url.origin + url.pathname).toBe(GOOGLE.authorizationUrl);
  expect(url.searchParams.get('client_id')).toBe('client-id');
  expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/demo-ar/auth`);
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
});

it('logs in with the code when the state matches, then goes on to where the login started', async () => {
  const url = new URL(googleAuthorizationUrl('demo-ar', GOOGLE, '/favorites'));
  const login = jest.fn(async () => ({ ok: true as const, canLogin: true }));
  const stop = handle('session:external-login-requested', login);
  renderAccount(<GoogleReturn code="the-code" state={url.searchParams.get('state')} />, {
    path: '/auth?code=the-code',
  });
  await waitFor(() => expect(where()).toHaveTextContent(/^\/favorites$/));
  expect(login).toHaveBeenCalledWith({
    authProvider: 'Google',
    providerAccessCode: 'the-code',
    redirectUri: `${window.location.origin}/demo-ar/auth`,
  });
  stop();
});

it('refuses a state this tab did not send, with the auth error popup', async () => {
  googleAuthorizationUrl('demo-ar', GOOGLE, '/favorites');
  const login = jest.fn();
  const popup = jest.fn();
  const stops = [
    handle('session:external-login-requested', login),
    on('session:auth-failed', popup),
  ];
  renderAccount(<GoogleReturn code="stolen" state="another-state" />, {
    path: '/auth?code=stolen',
  });
  await waitFor(() => expect(where()).toHaveTextContent('/auth?mode=login'));
  expect(login).not.toHaveBeenCalled();
  expect(popup).toHaveBeenCalledWith({
    message: 'El ingreso con Google no se pudo confirmar. Intentá de nuevo.',
  });
  stops.forEach((stop) => stop());
});
