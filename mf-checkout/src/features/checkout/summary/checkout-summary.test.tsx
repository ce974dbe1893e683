import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  cartContents,
  createFakeCheckoutApi,
  type FakeCheckoutApi,
} from '../../../test/fake-checkout-api';
import { answerCart, loginBuyer, renderCheckout } from '../../../test/render-checkout';
import { seedCheckout, UP_TO_PAYMENT, UP_TO_SHIPMENT } from '../../../test/seed-checkout';
import { CheckoutPage } from '../checkout-page';

let fake: FakeCheckoutApi;
let stopCart: () => void;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fake = createFakeCheckoutApi();
  stopCart = answerCart(() => cartContents('cart'));
  loginBuyer();
});
afterEach(() => stopCart());

/** The summary's terms as the buyer reads them, in order. */
const termsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('dt'), (term) => term.textContent);

describe('the checkout summary (issue 30: the total before confirming)', () => {
  it("shows the server's subtotal, shipping, IVA and total to pay before 'Confirmar pedido'", async () => {
    seedCheckout(UP_TO_PAYMENT);
    renderCheckout(<CheckoutPage />, { fake });
    const charge = await screen.findByLabelText('Lo que vas a pagar');
    expect(screen.getByRole('button', { name: 'Confirmar pedido' })).toBeVisible();
    expect(termsOf(charge)).toEqual([
      'Subtotal',
      'Envío (Andreani)',
      'IVA (21 %)',
      'Total a pagar',
    ]);
    // The fake server's figures: $ 16.000 + $ 4.500 + 21 % of $ 20.500 = $ 24.805.
    expect(within(charge).getByText('Total a pagar').nextElementSibling).toHaveTextContent(
      '$ 24.805,00',
    );
    expect(within(charge).getByText('IVA (21 %)').nextElementSibling).toHaveTextContent(
      '$ 4.305,00',
    );
    expect(within(charge).getByText('Envío (Andreani)').nextElementSibling).toHaveTextContent(
      '$ 4.500,00',
    );
    // Asked with the chosen option and the address, never with client prices.
    const asked = fake.calls.filter((call) => call.name === 'orderTotals');
    expect(asked.at(-1)?.body).toMatchObject({
      shippingCarrierId: '208',
      shippingServiceType: 'standard_delivery',
      provinceId: '14',
      locationId: '1401401',
    });
    expect(asked.at(-1)?.body).not.toHaveProperty('total');
  });

  it('asks again when another shipping option is chosen', async () => {
    seedCheckout(UP_TO_SHIPMENT);
    renderCheckout(<CheckoutPage />, { fake });
    await userEvent.click(await screen.findByRole('radio', { name: /OCA/ }));
    const charge = await screen.findByLabelText('Lo que vas a pagar');
    expect(within(charge).getByText('Envío (OCA)').nextElementSibling).toHaveTextContent(
      '$ 8.000,00',
    );
    // $ 16.000 + $ 8.000 + 21 % of $ 24.000 ($ 5.040) = $ 29.040.
    expect(within(charge).getByText('Total a pagar').nextElementSibling).toHaveTextContent(
      '$ 29.040,00',
    );
  });

  it('says so when the total cannot be computed, and shows no made-up total', async () => {
    fake.failNext('orderTotals');
    seedCheckout(UP_TO_PAYMENT);
    renderCheckout(<CheckoutPage />, { fake });
    expect(
      await screen.findByText(
        'No pudimos calcular el total con el envío. Probá elegir el envío de nuevo.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Total a pagar')).toBeNull();
  });
});
