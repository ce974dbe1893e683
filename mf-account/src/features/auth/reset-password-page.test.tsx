import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, StoreApiError } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { ResetPasswordPage } from './reset-password-page';

let post: jest.SpyInstance;
beforeEach(() => {
  jest.restoreAllMocks();
  post = jest.spyOn(api, 'post').mockResolvedValue({ accepted: true });
});
const LINK = '/auth/reset-password?email=ana%40empresa.com&resetCode=abc123';

it('asks for a valid e-mail, then says a link is on its way without telling if the account exists', async () => {
  renderAccount(<ResetPasswordPage />, { path: '/auth/reset-password' });
  await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
    'Ingresá tu correo electrónico.',
  );
  expect(post).not.toHaveBeenCalled();
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@empresa.com');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
  expect(post).toHaveBeenCalledWith('/api/services/app/Account/SendPasswordResetCodePartner', {
    email: 'ana@empresa.com',
    isEcommerceClient: true,
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Revisá tu correo' })).toBeInTheDocument();
  expect(screen.getByText(/Si hay una cuenta con ana@empresa.com/)).toBeInTheDocument();
});

it('checks the new password and its repetition before sending', async () => {
  renderAccount(<ResetPasswordPage />, { path: LINK });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Elegí una contraseña nueva' }),
  ).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'Mochilas-2026');
  await userEvent.type(screen.getByLabelText('Repetí la contraseña'), 'Mochilas-2025');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  expect(screen.getByLabelText('Repetí la contraseña')).toHaveAccessibleDescription(
    'Las contraseñas no coinciden.',
  );
  expect(post).not.toHaveBeenCalled();
});

it('changes the password with the link and shows the feedback screen', async () => {
  renderAccount(<ResetPasswordPage />, { path: LINK });
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'Mochilas-2026');
  await userEvent.type(screen.getByLabelText('Repetí la contraseña'), 'Mochilas-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  expect(post).toHaveBeenCalledWith('/api/services/app/Account/ResetPassword', {
    email: 'ana@empresa.com',
    resetCode: 'abc123',
    password: 'Mochilas-2026',
    isEcommerceClient: true,
  });
  expect(
    screen.getByRole('heading', { level: 1, name: 'Tu contraseña cambió' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir a ingresar' })).toHaveAttribute(
    'href',
    '/auth?mode=login',
  );
});

it('shows why an expired link was refused and offers another', async () => {
  const message = 'El enlace para cambiar la contraseña no es válido o ya venció. Pedí uno nuevo.';
  post.mockRejectedValue(new StoreApiError('server', message, 422, '', null, null, 'resetCode'));
  renderAccount(<ResetPasswordPage />, { path: LINK });
  await userEvent.type(screen.getByLabelText('Contraseña nueva'), 'Mochilas-2026');
  await userEvent.type(screen.getByLabelText('Repetí la contraseña'), 'Mochilas-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  expect(screen.getByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('link', { name: 'Pedir otro enlace' })).toBeInTheDocument();
});
