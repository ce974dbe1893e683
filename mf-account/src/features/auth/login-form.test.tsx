import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidEmail } from '@store/contracts';
import { handle } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { LoginForm } from './login-form';

const login = jest.fn();
let stop: () => void;
beforeEach(() => {
  login.mockReset().mockResolvedValue({ ok: true, canLogin: true });
  stop = handle('session:login-requested', login);
});
afterEach(() => stop());

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));

it('asks for both fields in Spanish, points at the first, and sends nothing', async () => {
  renderAccount(<LoginForm onNotActive={jest.fn()} />);
  await submit();
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
    'Ingresá tu correo electrónico.',
  );
  expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Ingresá tu contraseña.');
  expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  expect(login).not.toHaveBeenCalled();
});

it('refuses an e-mail without domain, and clears the message once the field changes', async () => {
  renderAccount(<LoginForm onNotActive={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta');
  await submit();
  const email = screen.getByLabelText('Correo electrónico');
  expect(email).toHaveAccessibleDescription(
    'El correo electrónico no es válido: revisá que tenga @ y dominio.',
  );
  expect(email).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(email, 'empresa.com');
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(login).not.toHaveBeenCalled();
});

it('asks the shell to log in with the trimmed e-mail', async () => {
  renderAccount(<LoginForm onNotActive={jest.fn()} />);
  await userEvent.type(screen.getByLabelText('Correo electrónico'), '  ana@empresa.com ');
  await userEvent.type(screen.getByLabelText('Contraseña'), ' con espacios ');
  await submit();
  expect(login).toHaveBeenCalledWith({ email: 'ana@empresa.com', password: ' con espacios ' });
});

it('tells the page when the account is not activated yet', async () => {
  login.mockResolvedValue({ ok: true, canLogin: false });
  const onNotActive = jest.fn();
  renderAccount(<LoginForm onNotActive={onNotActive} />);
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@empresa.com');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Una-clave-larga');
  await submit();
  expect(onNotActive).toHaveBeenCalledWith('ana@empresa.com');
});

it('shows the password on request', async () => {
  renderAccount(<LoginForm onNotActive={jest.fn()} />);
  const password = screen.getByLabelText('Contraseña');
  expect(password).toHaveAttribute('type', 'password');
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
  expect(password).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

it('speaks Chilean Spanish to a Chilean store', async () => {
  renderAccount(<LoginForm onNotActive={jest.fn()} />, { locale: 'cl' });
  await submit();
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
    'Ingresa tu correo electrónico.',
  );
});

it('refuses, in Chilean Spanish, the e-mail the checkout and the API refuse (one rule)', async () => {
  expect(isValidEmail('ana@empresa.c')).toBe(false);
  renderAccount(<LoginForm onNotActive={jest.fn()} />, { locale: 'cl' });
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'ana@empresa.c');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'secreta');
  await submit();
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
    'El correo electrónico no es válido: revisa que tenga @ y dominio.',
  );
  expect(login).not.toHaveBeenCalled();
});
