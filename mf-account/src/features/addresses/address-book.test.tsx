import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressBook as Book } from '@store/contracts';
import { testSavedAddress } from '@store/contracts/testing';
import { StoreApiError } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { AddressBook } from './address-book';
import type { AddressesApi } from './addresses-api';

const address = testSavedAddress;

/** The store's answers for a buyer with two addresses, kept as the server would keep them. */
function fakeApi(
  items = [
    address(1, { isDefault: true }),
    address(2, { street: 'Deán Funes', streetNumber: '50' }),
  ],
) {
  let book: Book = { items };
  const sorted = () => ({
    items: [...book.items].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
  });
  return {
    list: jest.fn(async () => sorted()),
    update: jest.fn(async ({ addressId, ...fields }) => {
      const changed = { ...book.items.find((a) => a.id === addressId)!, ...fields };
      book = { items: book.items.map((a) => (a.id === addressId ? changed : a)) };
      return changed;
    }),
    setDefault: jest.fn(async (id: number) => {
      book = { items: book.items.map((a) => ({ ...a, isDefault: a.id === id })) };
      return sorted();
    }),
    remove: jest.fn(async (id: number) => {
      book = { items: book.items.filter((a) => a.id !== id) };
      return sorted();
    }),
    provinces: jest.fn(async () => [
      { id: '06', name: 'Buenos Aires' },
      { id: '14', name: 'Córdoba' },
    ]),
    cities: jest.fn(async (provinceId: string) =>
      provinceId === '14'
        ? [{ id: '14014', name: 'Capital', provinceId }]
        : [{ id: '06791', name: 'Tandil', provinceId }],
    ),
    locations: jest.fn(async (cityId: string) =>
      cityId === '14014'
        ? [{ id: '1401401', name: 'Córdoba', cityId, postalCode: '5000' }]
        : [{ id: '06-7000', name: 'Tandil', cityId, postalCode: '7000' }],
    ),
  } satisfies AddressesApi;
}

const renderBook = (api: AddressesApi, locale: 'arg' | 'cl' = 'arg') =>
  renderAccount(<AddressBook api={api} />, { locale });
const items = () => within(screen.getByRole('list')).getAllByRole('listitem');

it('lists the saved addresses, the default first and marked', async () => {
  renderBook(fakeApi());
  expect(await screen.findByText('Av. Colón 1234 · Córdoba, Córdoba')).toBeInTheDocument();
  const [first, second] = items();
  expect(within(first!).getByText('Predeterminada')).toBeInTheDocument();
  expect(within(second!).getByText('Deán Funes 50 · Córdoba, Córdoba')).toBeInTheDocument();
  expect(within(second!).queryByText('Predeterminada')).toBeNull();
  expect(within(first!).queryByRole('button', { name: /como predeterminada/ })).toBeNull();
});

it('says where addresses come from when there are none', async () => {
  renderBook(fakeApi([]));
  expect(
    await screen.findByText('Todavía no guardaste direcciones: se guardan cuando comprás.'),
  ).toBeInTheDocument();
});

it('edits an address with the checkout rules, its place included', async () => {
  const api = fakeApi();
  renderBook(api);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Editar Deán Funes 50 · Córdoba, Córdoba' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Editar dirección' });
  const zip = within(dialog).getByRole('textbox', { name: 'Código postal' });
  await userEvent.clear(zip);
  await userEvent.type(zip, '12');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
  expect(zip).toHaveAccessibleDescription(/^El código postal no es válido/);
  expect(zip).toHaveFocus();
  expect(api.update).not.toHaveBeenCalled();

  // Another place: each level clears the ones below it.
  const province = within(dialog).getByRole('combobox', { name: 'Provincia' });
  await within(dialog).findByRole('option', { name: 'Buenos Aires' });
  await userEvent.selectOptions(province, 'Buenos Aires');
  expect(within(dialog).getByRole('combobox', { name: 'Localidad' })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
  const city = within(dialog).getByRole('combobox', { name: 'Partido o departamento' });
  expect(city).toHaveAccessibleDescription('Este campo es obligatorio.');
  // The first wrong field, in the order the dialog shows them.
  expect(city).toHaveFocus();
  await within(dialog).findByRole('option', { name: 'Tandil' });
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Partido o departamento' }),
    'Tandil',
  );
  const locality = within(dialog).getByRole('combobox', { name: 'Localidad' });
  await within(locality).findByRole('option', { name: 'Tandil' });
  await userEvent.selectOptions(locality, 'Tandil');
  await userEvent.clear(zip);
  await userEvent.type(zip, 'B7000ABC');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
  expect(api.update).toHaveBeenCalledWith(
    expect.objectContaining({
      addressId: 2,
      provinceId: '06',
      cityId: '06791',
      locationId: '06-7000',
      locality: 'Tandil',
      zipCode: 'B7000ABC',
      street: 'Deán Funes',
    }),
  );
  expect(await screen.findByText('Guardamos la dirección.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
}, 20_000);

it("shows the server's refusal beside the field it names", async () => {
  const api = fakeApi();
  api.update.mockRejectedValueOnce(
    new StoreApiError(
      'server',
      'Ya tenés esa dirección guardada.',
      422,
      null,
      null,
      null,
      'street',
    ),
  );
  renderBook(api);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Editar Deán Funes 50 · Córdoba, Córdoba' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Editar dirección' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar dirección' }));
  await within(dialog).findByText('Ya tenés esa dirección guardada.');
  expect(within(dialog).getByRole('textbox', { name: 'Calle' })).toHaveAccessibleDescription(
    'Ya tenés esa dirección guardada.',
  );
});

it('makes another address the default and removes one after a confirmation', async () => {
  const api = fakeApi();
  renderBook(api);
  await userEvent.click(
    await screen.findByRole('button', {
      name: 'Usar Deán Funes 50 · Córdoba, Córdoba como predeterminada',
    }),
  );
  expect(api.setDefault).toHaveBeenCalledWith(2);
  expect(await screen.findByText('Listo: es tu dirección predeterminada.')).toBeInTheDocument();
  expect(within(items()[0]!).getByText('Deán Funes 50 · Córdoba, Córdoba')).toBeInTheDocument();

  await userEvent.click(
    screen.getByRole('button', { name: 'Eliminar Av. Colón 1234 · Córdoba, Córdoba' }),
  );
  const confirm = screen.getByRole('alertdialog', { name: '¿Eliminar esta dirección?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(api.remove).not.toHaveBeenCalled();
  await userEvent.click(
    screen.getByRole('button', { name: 'Eliminar Av. Colón 1234 · Córdoba, Córdoba' }),
  );
  await userEvent.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar' }),
  );
  expect(api.remove).toHaveBeenCalledWith(1);
  expect(await screen.findByText('Eliminamos la dirección.')).toBeInTheDocument();
  expect(items()).toHaveLength(1);
});

it('names the Chilean places and speaks without voseo', async () => {
  renderBook(fakeApi([]), 'cl');
  expect(
    await screen.findByText('Aún no has guardado direcciones: se guardan cuando compras.'),
  ).toBeInTheDocument();
});
