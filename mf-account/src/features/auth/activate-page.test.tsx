import { screen } from '@testing-library/react';
import { api, on, StoreApiError } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { ActivatePage } from './activate-page';

let post: jest.SpyInstance;
beforeEach(() => {
  jest.restoreAllMocks();
  post = jest.spyOn(api, 'post').mockResolvedValue({ canLogin: true });
});

it('activates the account of the link and invites to log in', async () => {
  renderAccount(<ActivatePage />, { path: '/auth/activate?userId=12&confirmationToken=tok' });
  expect(
    await screen.findByRole('heading', { level: 1, name: '¡Tu cuenta está activa!' }),
  ).toBeInTheDocument();
  expect(post).toHaveBeenCalledWith('/api/services/app/Account/ValidateCodeAuth', {
    userId: 12,
    confirmationToken: 'tok',
    isEcommerceClient: true,
  });
  expect(screen.getByRole('link', { name: 'Ir a ingresar' })).toHaveAttribute(
    'href',
    '/auth?mode=login',
  );
});

it('says a link is incomplete without calling the API, with the auth error popup, and offers a new one', () => {
  const popup = jest.fn();
  const stop = on('session:auth-failed', popup);
  renderAccount(<ActivatePage />, { path: '/auth/activate?userId=abc' });
  expect(popup).toHaveBeenCalledWith({
    message: 'El enlace está incompleto. Abrilo de nuevo desde el correo o pedí uno nuevo.',
  });
  stop();
  expect(
    screen.getByRole('heading', { level: 1, name: 'No pudimos activar tu cuenta' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/El enlace está incompleto/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Enviar un enlace nuevo' })).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
});

it("shows the server's reason and the auth error popup for an expired link", async () => {
  const message =
    'El enlace de activación no es válido o ya venció. Pedí uno nuevo desde el ingreso.';
  post.mockRejectedValue(new StoreApiError('server', message, 422));
  const popup = jest.fn();
  const stop = on('session:auth-failed', popup);
  renderAccount(<ActivatePage />, { path: '/auth/activate?userId=12&confirmationToken=old' });
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(popup).toHaveBeenCalledWith({ message });
  stop();
});
