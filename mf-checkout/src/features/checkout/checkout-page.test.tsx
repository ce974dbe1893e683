import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionHolder } from '@store/platform';
import {
  createFakeCheckoutApi,
  cartContents,
  type FakeCheckoutApi,
} from '../../test/fake-checkout-api';
import { answerCart, BUYER, CHILE, loginBuyer, renderCheckout } from '../../test/render-checkout';
import { checkoutKey } from './state/checkout-store';
import { CheckoutPage } from './checkout-page';

let fake: FakeCheckoutApi;
let stopCart: () => void;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fake = createFakeCheckoutApi();
  stopCart = answerCart(() => cartContents());
  loginBuyer();
});
afterEach(() => stopCart());

const stepNames = () =>
  within(screen.getByRole('list', { name: 'Pasos de la compra' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

async function fillArBilling(overrides: Record<string, string> = {}) {
  const values = {
    'Razón social': 'Distribuidora Norte SA',
    CUIT: '30-70308853-4',
    'Correo electrónico para la factura': 'compras@norte.com.ar',
    Teléfono: '11 4567-8901',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const input = field(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: 'Condición frente al IVA' }),
    'IVA Responsable Inscripto',
  );
}

describe('/checkout', () => {
  it('sends a guest to the login, which brings them back to checkout', async () => {
    sessionHolder.set({ accessToken: 'guest-token', user: null });
    renderCheckout(<CheckoutPage />, { fake });
    expect(screen.getByLabelText('Dirección')).toHaveTextContent(
      '/auth?mode=login&from=%2Fcheckout',
    );
  });

  it('shows the steps in the spec order, billing active and the rest waiting', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    expect(stepNames()).toEqual([
      'Facturación (paso actual)',
      'Mi compra (pendiente)',
      'Destinatario (pendiente)',
      'Envío (pendiente)',
      'Pago (pendiente)',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Resumen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Taza cerámica' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /quitar/i })).not.toBeInTheDocument();
  });

  it('shows a Spanish message on each bad billing field and does not open the next step', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    await fillArBilling({
      'Razón social': '',
      CUIT: '30-70308853-5',
      'Correo electrónico para la factura': 'compras@norte',
      Teléfono: '123',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field('Razón social')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(field(/^CUIT/)).toHaveAccessibleDescription(/El CUIT no es válido/);
    expect(field('Correo electrónico para la factura')).toHaveAccessibleDescription(
      'El correo electrónico no es válido.',
    );
    expect(field('Teléfono')).toHaveAccessibleDescription(
      'El teléfono debe tener entre 8 y 15 dígitos.',
    );
    expect(stepNames()[1]).toBe('Mi compra (pendiente)');
  });

  it('asks for an IVA condition', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      screen.getByRole('combobox', { name: 'Condición frente al IVA' }),
    ).toHaveAccessibleDescription('Este campo es obligatorio.');
  });

  it('accepts a CUIT without dashes, names the invoice type and opens my purchase', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    await fillArBilling({ CUIT: '30703088534' });
    expect(screen.getByText(/^Comprobante:/)).toHaveTextContent('Comprobante: Factura A');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Condición frente al IVA' }),
      'Consumidor Final',
    );
    expect(screen.getByText(/^Comprobante:/)).toHaveTextContent('Comprobante: Factura B');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(stepNames().slice(0, 2)).toEqual(['Facturación (completo)', 'Mi compra (paso actual)']);
    const steps = screen.getByRole('list', { name: 'Pasos de la compra' });
    expect(within(steps).getByRole('heading', { level: 3, name: 'Taza cerámica' })).toBeVisible();
  });

  it('takes the focus to the heading of the step that opens, not to the page', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    await fillArBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Mi compra (paso actual)' }),
    ).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Facturación (paso actual)' }),
    ).toHaveFocus();
    // Tab goes on from there, into the step's form.
    await userEvent.tab();
    expect(field('Razón social')).toHaveFocus();
  });

  it("names the invoice from the store's own tax condition: a monotributista issues C", async () => {
    renderCheckout(<CheckoutPage />, { fake, config: { taxCondition: 'MT' } });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    await fillArBilling();
    expect(screen.getByText(/^Comprobante:/)).toHaveTextContent('Comprobante: Factura C');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Condición frente al IVA' }),
      'Consumidor Final',
    );
    expect(screen.getByText(/^Comprobante:/)).toHaveTextContent('Comprobante: Factura C');
  });

  it('keeps what was typed and the open step after the page is mounted again', async () => {
    const first = renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    await fillArBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    first.unmount();

    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    expect(stepNames().slice(0, 2)).toEqual(['Facturación (completo)', 'Mi compra (paso actual)']);
    await userEvent.click(screen.getByRole('button', { name: 'Modificar' }));
    expect(field('Razón social')).toHaveValue('Distribuidora Norte SA');
    expect(field(/^CUIT/)).toHaveValue('30-70308853-4');
  });

  it('keeps a half-typed step too', async () => {
    const first = renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    await userEvent.type(field('Razón social'), 'Distribuidora');
    first.unmount();
    renderCheckout(<CheckoutPage />, { fake });
    expect(await screen.findByRole('textbox', { name: 'Razón social' })).toHaveValue(
      'Distribuidora',
    );
  });
});

describe('/checkout in two tabs', () => {
  it('takes what another tab typed', async () => {
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    const key = checkoutKey('demo-ar', BUYER.userId);
    const other = {
      ...JSON.parse(localStorage.getItem(key) ?? '{}'),
      billing: { businessName: 'Otra pestaña SRL' },
    };
    localStorage.setItem(key, JSON.stringify(other));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key }));
    });
    expect(field('Razón social')).toHaveValue('Otra pestaña SRL');
  });
});

describe('/checkout in Chile', () => {
  it('checks the RUT and asks for the giro and comuna of a factura, in Chilean Spanish', async () => {
    renderCheckout(<CheckoutPage />, { fake, config: CHILE });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    expect(stepNames()[3]).toBe('Despacho (pendiente)');
    await userEvent.type(field('RUT'), '12.345.678-9');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Documento tributario' }),
      'Empresa contribuyente de IVA (factura)',
    );
    expect(screen.getByText(/^Comprobante:/)).toHaveTextContent('Comprobante: Factura');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(field(/^RUT/)).toHaveAccessibleDescription(
      /^El RUT no es válido: revisa el dígito verificador \(por ejemplo 12\.345\.678-5\)\./,
    );
    expect(field('Giro')).toHaveAccessibleDescription('Este campo es obligatorio.');
    expect(screen.getByRole('combobox', { name: 'Comuna' })).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
  });

  it('issues a boleta to a final consumer', async () => {
    renderCheckout(<CheckoutPage />, { fake, config: CHILE });
    await screen.findByRole('heading', { level: 1, name: 'Finalizar compra' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Documento tributario' }),
      'Consumidor final (boleta)',
    );
    expect(screen.getByText(/^Comprobante:/)).toHaveTextContent('Comprobante: Boleta');
    expect(screen.queryByRole('textbox', { name: 'Giro' })).not.toBeInTheDocument();
  });
});
