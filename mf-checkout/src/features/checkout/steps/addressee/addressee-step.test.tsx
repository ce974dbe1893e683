import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartContents,
  createFakeCheckoutApi,
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
  stopCart = answerCart(() => cartContents());
  loginBuyer();
  seedCheckout({ billing: BILLING, completed: ['billing', 'myPurchase'], active: 'addressee' });
});
afterEach(() => stopCart());

const combobox = (name: string) => screen.getByRole('combobox', { name });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function choose(name: string, typed: string, option: string) {
  await userEvent.type(combobox(name), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('the addressee step (Argentina)', () => {
  it('filters provinces as the buyer types, accents or not, and chains province, partido and locality', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Provincia' }), 'cordo');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Córdoba']);
    expect(combobox('Partido o departamento')).toBeDisabled();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Córdoba' }));
    await choose('Partido o departamento', 'Cap', 'Capital');
    await choose('Localidad', 'Cór', 'Córdoba');
    // GetShippingZipCode fills the postal code, which stays editable.
    expect(await screen.findByDisplayValue('X5000')).toBe(field(/^Código postal/));
  });

  it('shows a Spanish message on each missing or bad field and keeps the step open', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('combobox', { name: 'Provincia' });
    await userEvent.type(field('Correo electrónico'), 'ana@');
    await userEvent.type(field(/^Código postal/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field('Nombre')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(field('Correo electrónico')).toHaveAccessibleDescription(
      'El correo electrónico no es válido.',
    );
    expect(combobox('Provincia')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(field(/^Código postal/)).toHaveAccessibleDescription(
      /^El código postal no es válido \(por ejemplo 1425 o C1425DKF\)\./,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Destinatario (paso actual)' }),
    ).toBeVisible();
  });

  it('accepts a CPA postal code and opens the shipment', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('combobox', { name: 'Provincia' });
    await userEvent.type(field('Nombre'), 'Ana');
    await userEvent.type(field('Apellido'), 'Pérez');
    await userEvent.type(field('Correo electrónico'), 'ana@norte.com.ar');
    await userEvent.type(field('Teléfono'), '351 456-7890');
    await choose('Provincia', 'Córd', 'Córdoba');
    await choose('Partido o departamento', 'Capital', 'Capital');
    await choose('Localidad', 'Córdoba', 'Córdoba');
    await screen.findByDisplayValue('X5000');
    await userEvent.clear(field(/^Código postal/));
    await userEvent.type(field(/^Código postal/), 'X5000ABC');
    await userEvent.type(field('Calle'), 'Av. Colón');
    await userEvent.type(field('Número'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Envío (paso actual)' }),
    ).toBeVisible();
    const quoted = fake.calls.find((call) => call.name === 'shippingQuote');
    expect(quoted?.body).toMatchObject({
      provinceId: '14',
      cityFKId: '14014',
      locationFKId: '1401401',
      locality: 'Córdoba',
      zipCode: 'X5000ABC',
      payment: 'NONE',
    });
    // Typing a whole address takes a while on a busy machine.
  }, 20_000);
});
