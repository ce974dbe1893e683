import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { handle, sessionHolder } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { ProfilePage } from './profile-page';

const BUYER = {
  userId: 4,
  email: 'comprador@promosur.com.ar',
  fullName: 'Martina Sosa',
  phoneNumber: '+54 11 5555-0101',
  company: 'Estudio Sosa',
};
const where = () => screen.getByRole('status', { name: 'Dirección' });
const requests = {
  update: jest.fn(),
  remove: jest.fn(),
  logout: jest.fn(),
};
let stops: (() => void)[];

beforeEach(() => {
  sessionHolder.set({ accessToken: 'user', user: BUYER });
  requests.update.mockReset().mockResolvedValue({ ok: true });
  // As the shell does: the session ends before the request answers.
  const endSession = async () => {
    sessionHolder.set({ accessToken: 'guest', user: null });
    return { ok: true };
  };
  requests.remove.mockReset().mockImplementation(endSession);
  requests.logout.mockReset().mockImplementation(endSession);
  stops = [
    handle('session:profile-update-requested', requests.update),
    handle('session:account-delete-requested', requests.remove),
    handle('session:logout-requested', requests.logout),
  ];
});
afterEach(() => stops.forEach((stop) => stop()));

const renderProfile = () => renderAccount(<ProfilePage />, { path: '/profile', route: '/profile' });

it('sends a guest to the login and back here afterwards', () => {
  sessionHolder.set({ accessToken: 'guest', user: null });
  renderProfile();
  expect(where()).toHaveTextContent('/auth?mode=login&from=%2Fprofile');
});

it("shows the buyer's details and saves the changes", async () => {
  renderProfile();
  expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
  const company = screen.getByLabelText('Empresa');
  expect(company).toHaveValue('Estudio Sosa');
  await userEvent.clear(company);
  await userEvent.type(company, 'Sosa Hnos.');
  await userEvent.clear(screen.getByLabelText('Teléfono'));
  await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(requests.update).toHaveBeenCalledWith({
    name: 'Martina Sosa',
    email: 'comprador@promosur.com.ar',
    phoneNumber: null,
    company: 'Sosa Hnos.',
  });
  expect(screen.getByText('Guardamos tus datos.')).toBeInTheDocument();
});

it('checks the fields before saving', async () => {
  renderProfile();
  await userEvent.clear(screen.getByLabelText('Nombre y apellido'));
  await userEvent.clear(screen.getByLabelText('Correo electrónico'));
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'sin-arroba');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(screen.getByLabelText('Nombre y apellido')).toHaveAccessibleDescription(
    'Ingresá tu nombre.',
  );
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
    'El correo electrónico no es válido: revisá que tenga @ y dominio.',
  );
  expect(requests.update).not.toHaveBeenCalled();
});

it('refuses a phone the checkout would refuse, before sending', async () => {
  renderProfile();
  const phone = screen.getByLabelText('Teléfono');
  await userEvent.clear(phone);
  // Seven digits: the checkout asks 8 to 15 (the area code included); so does the account.
  await userEvent.type(phone, '4444-123');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(phone).toHaveAccessibleDescription(
    'El teléfono debe tener entre 8 y 15 dígitos (con el código de área), y solo espacios y los signos + - ( ) . entre ellos. Opcional',
  );
  expect(requests.update).not.toHaveBeenCalled();
});

it('asks for the current password only when the e-mail changes, and sends it', async () => {
  renderProfile();
  expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
  const email = screen.getByLabelText('Correo electrónico');
  await userEvent.clear(email);
  await userEvent.type(email, 'martina@estudio-sosa.com.ar');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  const password = screen.getByLabelText('Contraseña actual');
  expect(password).toHaveAccessibleDescription(
    'Para cambiar el correo electrónico, ingresá tu contraseña actual. Por seguridad, confirmá que sos vos.',
  );
  expect(password).toHaveFocus();
  expect(requests.update).not.toHaveBeenCalled();

  const wrong = 'La contraseña actual no es correcta.';
  requests.update.mockResolvedValueOnce({ ok: false, message: wrong, field: 'currentPassword' });
  await userEvent.type(password, 'PromoSur-2026');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(requests.update).toHaveBeenLastCalledWith({
    name: 'Martina Sosa',
    email: 'martina@estudio-sosa.com.ar',
    phoneNumber: '+54 11 5555-0101',
    company: 'Estudio Sosa',
    currentPassword: 'PromoSur-2026',
  });
  expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
    `${wrong} Por seguridad, confirmá que sos vos.`,
  );
});

it("puts the server's refusal beside the field it names", async () => {
  const message = 'Ya hay otra cuenta con ese correo electrónico en esta tienda.';
  requests.update.mockResolvedValue({ ok: false, message, field: 'email' });
  renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
  expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(message);
  expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
});

it('deletes the account only after confirming, then goes home', async () => {
  renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
  expect(dialog).toHaveTextContent('comprador@promosur.com.ar');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(requests.remove).not.toHaveBeenCalled();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
  expect(requests.remove).toHaveBeenCalledTimes(1);
  expect(where()).toHaveTextContent(/^\/$/);
});

it('keeps the dialog open with the reason when the deletion fails', async () => {
  requests.remove.mockResolvedValue({
    ok: false,
    message: 'Ocurrió un error inesperado.',
    field: null,
  });
  renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sí, eliminar mi cuenta' }));
  expect(within(screen.getByRole('alertdialog')).getByRole('alert')).toHaveTextContent(
    'Ocurrió un error inesperado.',
  );
});

it('logs out and goes home', async () => {
  renderProfile();
  await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
  expect(requests.logout).toHaveBeenCalledTimes(1);
  // The page goes home once the logout request has answered.
  await waitFor(() => expect(where()).toHaveTextContent(/^\/$/));
});
