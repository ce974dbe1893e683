import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, StoreApiError } from '@store/platform';
import {
  cartContents,
  createFakeCheckoutApi,
  type FakeCheckoutApi,
} from '../../../../test/fake-checkout-api';
import { answerCart, loginBuyer, renderCheckout } from '../../../../test/render-checkout';
import { seedCheckout, UP_TO_PAYMENT } from '../../../../test/seed-checkout';
import { CheckoutPage } from '../../checkout-page';

let fake: FakeCheckoutApi;
let stopCart: () => void;
let mode: 'cart' | 'direct';
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mode = 'cart';
  fake = createFakeCheckoutApi();
  stopCart = answerCart(() => cartContents(mode));
  loginBuyer();
  seedCheckout(UP_TO_PAYMENT);
});
afterEach(() => stopCart());

const completions = () => fake.calls.filter((call) => call.name === 'completeOrder');

async function pay(method: RegExp) {
  renderCheckout(<CheckoutPage />, { fake });
  await userEvent.click(await screen.findByRole('radio', { name: method }));
}

describe('the payment step', () => {
  it('places a transfer order once however often it is pressed, and shows the bank details', async () => {
    const placed: unknown[] = [];
    const stop = on('checkout:order-placed', (detail) => placed.push(detail));
    await pay(/Transferencia bancaria/);
    const release = fake.hold();
    const confirm = screen.getByRole('button', { name: 'Confirmar pedido' });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pedido 0001-00000041 registrado' }),
    ).toBeVisible();
    expect(completions()).toHaveLength(1);
    expect(fake.orders.size).toBe(1);
    expect(placed).toEqual([{ orderId: 41, mode: 'cart' }]);
    stop();
    expect(
      screen.getByText('Tu pedido queda pendiente hasta que recibamos el pago.'),
    ).toBeVisible();
    expect(screen.getByText('PROMO.SUR.PAGOS')).toBeVisible();
    expect(screen.getByText('0110599520000001234567')).toBeVisible();
    expect(completions()[0]?.body).toMatchObject({
      payment: 'NONE',
      shoppingCart: { shoppingCartMode: 'cart' },
      shippingCarrierId: '208',
      MinDeliveryDays: 4,
      MaxDeliveryDays: 2,
      productionBusinessDays: 0,
      orderInvoiceFK: { document: '30-70308853-4', ivaCondition: 'RI' },
    });
  });

  it("shows the server's 422 reason in an alert and keeps the data", async () => {
    fake.failNext(
      'completeOrder',
      new StoreApiError('server', 'No hay stock suficiente de «Taza cerámica».', 422),
    );
    await pay(/Transferencia bancaria/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay stock suficiente de «Taza cerámica».',
    );
    expect(screen.getByRole('radio', { name: /Transferencia bancaria/ })).toBeChecked();
  });

  it('sends a retry after a failure with the same Idempotency-Key', async () => {
    fake.failNext('completeOrder', new StoreApiError('network', 'Sin conexión'));
    await pay(/Transferencia bancaria/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos registrar tu pedido. Intentá de nuevo en unos minutos.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await screen.findByRole('heading', { level: 1, name: /registrado/ });
    const [first, second] = completions();
    expect(first?.key).toBeTruthy();
    expect(second?.key).toBe(first?.key);
  });

  it('asks a cheque for its bank, number and a payment date within 360 days', async () => {
    await pay(/Cheque/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de cheque' }), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(screen.getByRole('textbox', { name: 'Banco' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(screen.getByRole('textbox', { name: 'Número de cheque' })).toHaveAccessibleDescription(
      'El número de cheque debe tener entre 1 y 20 dígitos.',
    );
    expect(screen.getByLabelText('Fecha de pago')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(completions()).toHaveLength(0);
  });

  it('asks for a payment method', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El medio de pago no es válido.');
  });

  it('sends a card payment to /confirm-purchase with the new order', async () => {
    await pay(/Tarjeta/);
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Dirección')).toHaveTextContent('/confirm-purchase?orderId=41'),
    );
  });

  it('orders only the buy-now product in direct mode', async () => {
    mode = 'direct';
    await pay(/Transferencia bancaria/);
    expect(
      screen.getByText('Estás comprando solo este producto; tu carrito queda como estaba.', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await screen.findByRole('heading', { level: 1, name: /registrado/ });
    expect(completions()[0]?.body).toMatchObject({ shoppingCart: { shoppingCartMode: 'direct' } });
    expect(completions()[0]?.body).toMatchObject({ quoteId: null });
  });

  it("passes a quote's id along so the order is charged at the quote's prices", async () => {
    stopCart();
    const quoteId = '3f1c1a9e-4c7b-4b57-9d3a-0a5c8f2b1e11';
    stopCart = answerCart(() => ({ ...cartContents('direct'), quoteId }));
    await pay(/Transferencia bancaria/);
    expect(
      screen.getByText('Estás comprando los productos de la cotización, a sus precios', {
        exact: false,
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    await screen.findByRole('heading', { level: 1, name: /registrado/ });
    expect(completions()[0]?.body).toMatchObject({
      quoteId,
      shoppingCart: { shoppingCartMode: 'direct' },
    });
  });
});
