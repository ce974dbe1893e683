import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartContents,
  createFakeCheckoutApi,
  savedAddress,
  type FakeCheckoutApi,
} from '../../../../test/fake-checkout-api';
import { answerCart, loginBuyer, renderCheckout } from '../../../../test/render-checkout';
import { BILLING, seedCheckout } from '../../../../test/seed-checkout';
import { CheckoutPage } from '../../checkout-page';

let fake: FakeCheckoutApi;
let stopCart: () => void;
beforeEach(() => {
  localStorage.clear();
  fake = createFakeCheckoutApi();
  fake.addresses.push(
    savedAddress(1, { street: 'Av. Colón', streetNumber: '1234', isDefault: true }),
    savedAddress(2, {
      name: 'Bruno',
      lastName: 'Díaz',
      street: 'Deán Funes',
      streetNumber: '50',
      apartment: '3 A',
      zipCode: 'X5000ABC',
    }),
  );
  stopCart = answerCart(() => cartContents());
  loginBuyer();
  seedCheckout({ billing: BILLING, completed: ['billing', 'myPurchase'], active: 'addressee' });
});
afterEach(() => stopCart());

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const saves = () => fake.calls.filter((call) => call.name === 'saveAddress');

describe("the addressee step of a buyer's address book", () => {
  it('offers the addresses used before with the default chosen and its fields filled', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    const book = await screen.findByRole('group', { name: 'Tus direcciones' });
    const colon = within(book).getByRole('radio', { name: /Av\. Colón 1234 · Córdoba, Córdoba/ });
    expect(colon).toHaveAccessibleName(/Ana Pérez · 351 456 7890.*Predeterminada/);
    expect(colon).toBeChecked();
    expect(field('Nombre')).toHaveValue('Ana');
    expect(field('Calle')).toHaveValue('Av. Colón');
    expect(await screen.findByDisplayValue('Capital')).toBe(
      screen.getByRole('combobox', { name: 'Partido o departamento' }),
    );
    // A saved address needs no second copy: no question about keeping it.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Envío (paso actual)' }),
    ).toBeVisible();
    // Marked as used: the book lists it first next time.
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({ street: 'Av. Colón', locationId: '1401401' });
  });

  it('leaves the form to a buyer already in a field when the book arrives (no letters appended)', async () => {
    const release = fake.hold();
    renderCheckout(<CheckoutPage />, { fake });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Nombre' }));
    release();
    const book = await screen.findByRole('group', { name: 'Tus direcciones' });
    await userEvent.keyboard('Marta');
    expect(field('Nombre')).toHaveValue('Marta');
    expect(field('Calle')).toHaveValue('');
    // The default is one click away.
    await userEvent.click(within(book).getByRole('radio', { name: /Av\. Colón 1234/ }));
    expect(field('Nombre')).toHaveValue('Ana');
  });

  it('fills another saved address, and keeps a new one the buyer types', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    const book = await screen.findByRole('group', { name: 'Tus direcciones' });
    await userEvent.click(within(book).getByRole('radio', { name: /Deán Funes 50, 3 A/ }));
    expect(field('Nombre')).toHaveValue('Bruno');
    expect(field(/^Piso y departamento/)).toHaveValue('3 A');
    expect(field(/^Código postal/)).toHaveValue('X5000ABC');

    await userEvent.click(within(book).getByRole('radio', { name: 'Otra dirección' }));
    // The same buyer, another place.
    expect(field('Nombre')).toHaveValue('Bruno');
    expect(field('Calle')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(field('Calle')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(saves()).toHaveLength(0);

    await userEvent.click(within(book).getByRole('radio', { name: /Av\. Colón 1234/ }));
    await userEvent.clear(field('Número'));
    await userEvent.type(field('Número'), '999');
    expect(within(book).getByRole('radio', { name: 'Otra dirección' })).toBeChecked();
    const remember = screen.getByRole('checkbox', {
      name: 'Guardar esta dirección en mis direcciones',
    });
    expect(remember).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Envío (paso actual)' });
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.body).toMatchObject({ street: 'Av. Colón', streetNumber: '999' });
  }, 20_000);

  it('does not keep a new address the buyer chose not to keep', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('group', { name: 'Tus direcciones' });
    await userEvent.clear(field('Número'));
    await userEvent.type(field('Número'), '77');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Guardar esta dirección en mis direcciones' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByRole('heading', { level: 2, name: 'Envío (paso actual)' });
    expect(saves()).toHaveLength(0);
  });

  it('moves on once the address is in the book, so a page opened next finds it', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('group', { name: 'Tus direcciones' });
    const release = fake.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const button = await screen.findByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Destinatario (paso actual)' }),
    ).toBeVisible();
    release();
    await screen.findByRole('heading', { level: 2, name: 'Envío (paso actual)' });
    expect(saves()).toHaveLength(1);
  });

  it('moves on when the address cannot be kept: the order carries it anyway', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('group', { name: 'Tus direcciones' });
    fake.failNext('saveAddress');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Envío (paso actual)' }),
    ).toBeVisible();
    expect(saves()).toHaveLength(1);
  });

  it('goes on when the book cannot be read, with the form as before', async () => {
    fake.failNext('addressBook');
    renderCheckout(<CheckoutPage />, { fake });
    expect(await screen.findByRole('combobox', { name: 'Provincia' })).toHaveValue('');
    expect(screen.queryByRole('group', { name: 'Tus direcciones' })).toBeNull();
  });
});
