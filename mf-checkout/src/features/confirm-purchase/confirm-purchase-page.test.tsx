import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoreApiError } from '@store/platform';
import { createFakeCheckoutApi, type FakeCheckoutApi } from '../../test/fake-checkout-api';
import { loginBuyer, renderCheckout } from '../../test/render-checkout';
import { ConfirmPurchasePage } from './confirm-purchase-page';
import { redirectTo } from './redirect-to';

jest.mock('./redirect-to', () => ({ redirectTo: jest.fn() }));

let fake: FakeCheckoutApi;
beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(redirectTo).mockClear();
  fake = createFakeCheckoutApi();
  loginBuyer();
});

const payments = () => fake.calls.filter((call) => call.name === 'updateOrderPayment');

describe('/confirm-purchase', () => {
  it("sends the buyer to the card provider's page, one checkout per attempt", async () => {
    const first = renderCheckout(<ConfirmPurchasePage />, {
      fake,
      path: '/confirm-purchase?orderId=41',
    });
    expect(screen.getByRole('heading', { name: 'Te estamos llevando al pago' })).toBeVisible();
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://pagos.test/checkout/1'));
    first.unmount();
    renderCheckout(<ConfirmPurchasePage />, { fake, path: '/confirm-purchase?orderId=41' });
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(2));
    expect(payments().map((call) => call.body)).toEqual([
      { orderId: 41, method: 'MP' },
      { orderId: 41, method: 'MP' },
    ]);
    expect(payments()[1]?.key).toBe(payments()[0]?.key);
  });

  it("shows the server's reason when the payment cannot start, with a retry", async () => {
    fake.failNext(
      'updateOrderPayment',
      new StoreApiError('server', 'El pedido ya fue pagado.', 422),
    );
    renderCheckout(<ConfirmPurchasePage />, { fake, path: '/confirm-purchase?orderId=41' });
    expect(await screen.findByRole('alert')).toHaveTextContent('El pedido ya fue pagado.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalled());
  });
});

describe('the payment result', () => {
  const result = '/confirm-purchase?orderId=41&result=1&status=approved';

  it('says an approved payment is confirmed, whatever the return address claims', async () => {
    renderCheckout(<ConfirmPurchasePage />, { fake, path: result });
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Tu pago fue aprobado' }),
    ).toBeVisible();
    fake.paymentIs('rejected');
    renderCheckout(<ConfirmPurchasePage />, { fake, path: result });
    expect(await screen.findByRole('heading', { name: 'Tu pago fue rechazado' })).toBeVisible();
  });

  it("is also where the provider's own return query lands", async () => {
    renderCheckout(<ConfirmPurchasePage />, {
      fake,
      path: '/confirm-purchase?orderId=41&payment_id=9&status=approved&external_reference=41',
    });
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Tu pago fue aprobado' }),
    ).toBeVisible();
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('lets the buyer retry a rejected payment', async () => {
    fake.paymentIs('rejected');
    renderCheckout(<ConfirmPurchasePage />, { fake, path: result });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar el pago' }));
    expect(screen.getByLabelText('Dirección')).toHaveTextContent('/confirm-purchase?orderId=41');
    expect(screen.getByLabelText('Dirección')).not.toHaveTextContent('result');
  });

  it('says a pending payment is pending and can be asked again', async () => {
    fake.paymentIs('pending');
    renderCheckout(<ConfirmPurchasePage />, { fake, path: result });
    expect(await screen.findByRole('heading', { name: 'Tu pago está pendiente' })).toBeVisible();
    fake.paymentIs('approved');
    await userEvent.click(screen.getByRole('button', { name: 'Consultar de nuevo' }));
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Tu pago fue aprobado' }),
    ).toBeVisible();
  });
});
