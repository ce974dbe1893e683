import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkBilling, FIELD_MESSAGES } from '@store/contracts';
import { api, on, StoreApiError } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { RegisterForm } from './register-form';

let post: jest.SpyInstance;
beforeEach(() => {
  jest.restoreAllMocks();
  post = jest.spyOn(api, 'post').mockResolvedValue({ accepted: true });
});

const fill = async (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    await userEvent.type(screen.getByLabelText(label), value);
};
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
const VALID = {
  'Nombre y apellido': 'Lucía Pérez',
  'Correo electrónico': 'lucia@estudio.com.ar',
  Contraseña: 'Lapiceras-con-logo',
};

it('checks every field in Spanish before sending anything', async () => {
  renderAccount(<RegisterForm onRegistered={jest.fn()} />);
  await fill({ Contraseña: 'corta', Teléfono: 'llamame', 'Correo electrónico': 'lucia' });
  await submit();
  expect(screen.getByLabelText('Nombre y apellido')).toHaveAccessibleDescription(
    'Ingresá tu nombre.',
  );
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
    'El correo electrónico no es válido: revisá que tenga @ y dominio.',
  );
  expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
    'La contraseña debe tener al menos 8 caracteres. Al menos 8 caracteres. Una frase larga es más segura que una palabra rara.',
  );
  expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
    'El teléfono debe tener entre 8 y 15 dígitos (con el código de área), y solo espacios y los signos + - ( ) . entre ellos. Opcional',
  );
  expect(screen.getByLabelText('Nombre y apellido')).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});

it('registers with trimmed values, the optional ones as null, and shows the feedback', async () => {
  const onRegistered = jest.fn();
  renderAccount(<RegisterForm onRegistered={onRegistered} />);
  await fill({ ...VALID, 'Nombre y apellido': '  Lucía Pérez ' });
  await submit();
  expect(post).toHaveBeenCalledWith('/api/services/app/Account/RegisterUser', {
    name: 'Lucía Pérez',
    email: 'lucia@estudio.com.ar',
    password: 'Lapiceras-con-logo',
    phoneNumber: null,
    company: null,
    isEcommerceClient: true,
  });
  expect(onRegistered).toHaveBeenCalledWith('lucia@estudio.com.ar');
});

it("shows the server's refusal in the auth error popup and beside its field", async () => {
  const message = 'Esa contraseña es muy común y fácil de adivinar. Elegí otra.';
  post.mockRejectedValue(
    new StoreApiError('server', message, 400, 'Bad Request', null, null, 'password'),
  );
  const popup = jest.fn();
  const stop = on('session:auth-failed', popup);
  const onRegistered = jest.fn();
  renderAccount(<RegisterForm onRegistered={onRegistered} />);
  await fill({ ...VALID, Contraseña: 'Password123' });
  await submit();
  expect(popup).toHaveBeenCalledWith({ message });
  expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
    `${message} Al menos 8 caracteres. Una frase larga es más segura que una palabra rara.`,
  );
  expect(onRegistered).not.toHaveBeenCalled();
  stop();
});

it("refuses the e-mail the checkout refuses (one rule), in this app's words", async () => {
  const email = 'lucia@estudio.c';
  expect(checkBilling({ email }, 'ARG').email).toBe(FIELD_MESSAGES.email);
  renderAccount(<RegisterForm onRegistered={jest.fn()} />);
  await fill({ ...VALID, 'Correo electrónico': email });
  await submit();
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
    'El correo electrónico no es válido: revisá que tenga @ y dominio.',
  );
  expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  expect(post).not.toHaveBeenCalled();
});
