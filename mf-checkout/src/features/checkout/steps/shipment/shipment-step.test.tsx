import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartContents,
  createFakeCheckoutApi,
  type FakeCheckoutApi,
} from '../../../../test/fake-checkout-api';
import { answerCart, loginBuyer, renderCheckout } from '../../../../test/render-checkout';
import { seedCheckout, UP_TO_SHIPMENT } from '../../../../test/seed-checkout';
import { CheckoutPage } from '../../checkout-page';

let fake: FakeCheckoutApi;
let stopCart: () => void;
beforeEach(() => {
  localStorage.clear();
  fake = createFakeCheckoutApi();
  stopCart = answerCart(() => cartContents());
  loginBuyer();
  seedCheckout(UP_TO_SHIPMENT);
});
afterEach(() => stopCart());

describe('the shipment step', () => {
  it('lists the carriers with price, delivery time and in-hands date, cheapest and fastest marked', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    const options = await screen.findByRole('group', { name: 'Opciones de envío' });
    const andreani = within(options).getByRole('radio', { name: /Andreani/ });
    expect(andreani).toHaveAccessibleName(
      /Andreani · Envío a domicilio.*Entrega en 2 a 4 días hábiles.*Lo recibís entre el lunes, 7 de diciembre y el miércoles, 9 de diciembre.*Envío más barato.*\$ 5\.445,00/,
    );
    expect(within(options).getByRole('radio', { name: /OCA/ })).toHaveAccessibleName(
      /Entrega en 1 día hábil.*Lo recibís el viernes, 4 de diciembre.*Envío más rápido/,
    );
  });

  it("shows each carrier's logo beside its name", async () => {
    renderCheckout(<CheckoutPage />, { fake });
    const options = await screen.findByRole('group', { name: 'Opciones de envío' });
    const andreani = within(options)
      .getByRole('radio', { name: /Andreani/ })
      .closest('label')!;
    // Decorative (the name is the text next to it), so it has no name of its own.
    expect(within(andreani).getByRole('presentation')).toHaveAttribute(
      'src',
      '/logos/andreani.png',
    );
  });

  it('offers the free pickup at the store as a choice of its own, apart from the cheapest shipping', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    const shipping = await screen.findByRole('group', { name: 'Opciones de envío' });
    expect(within(shipping).queryByRole('radio', { name: /Retiro en el local/ })).toBeNull();
    expect(within(shipping).getAllByText('Envío más barato')).toHaveLength(1);
    const pickup = screen.getByRole('group', { name: 'Retiro en el local' });
    const store = within(pickup).getByRole('radio');
    expect(store).toHaveAccessibleName(
      /Promo Sur · Retiro en el local.*Av\. Santa Fe 3253, Palermo.*Lo retirás desde el jueves, 3 de diciembre.*Sin cargo/,
    );
    expect(store).not.toHaveAccessibleName(/más barato|Entrega en/);
    await userEvent.click(store);
    // The store's own address: no branch to choose.
    expect(screen.queryByRole('combobox', { name: 'Sucursal para retirar' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pago (paso actual)' }),
    ).toBeVisible();
  });

  it('asks for an option before going on, then opens the payment with the shipping in the summary', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('group', { name: 'Opciones de envío' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Falta la opción de envío.');
    await userEvent.click(screen.getByRole('radio', { name: /OCA/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pago (paso actual)' }),
    ).toBeVisible();
    const summary = screen.getByRole('complementary', { name: 'Resumen' });
    expect(within(summary).getByText('Envío (OCA)')).toBeVisible();
  });

  it('says when the quote failed and quotes again on Reintentar', async () => {
    fake.failNext('shippingQuote');
    renderCheckout(<CheckoutPage />, { fake });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cotizar el envío a tu domicilio.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('group', { name: 'Opciones de envío' })).toBeVisible();
  });
});
