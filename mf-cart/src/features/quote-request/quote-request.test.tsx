import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote } from '@store/contracts';
import { sessionHolder, StoreApiError } from '@store/platform';
import { stopCartRuntime } from '../cart/cart-runtime';
import { mug } from '../cart/test-items';
import { createFakeCartApi } from '../../test/fake-cart-api';
import { renderCart, shopConfig } from '../../test/render-cart';
import type { QuoteApi } from './quote-api';
import { QuoteRequest } from './quote-request';

const BUYER = { userId: 7, email: 'comprador@promosur.com.ar', fullName: 'Martina Sosa' };
const QUOTE = { id: '3f1c1a9e-4c7b-4b57-9d3a-0a5c8f2b1e11', number: 12 } as Quote;

function fakeQuoteApi() {
  let release: (quote: Quote) => void = () => undefined;
  const api = {
    generate: jest.fn(() => new Promise<Quote>((resolve) => (release = resolve))),
    unsaved: jest.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    send: jest.fn(async (_id: string, emails: string[]) => ({
      sentTo: ['comprador@promosur.com.ar', ...emails],
    })),
  };
  return { api: api as unknown as QuoteApi & typeof api, answer: (quote: Quote) => release(quote) };
}

const render = (quotes: QuoteApi, config = shopConfig()) =>
  renderCart(<QuoteRequest items={[mug()]} api={quotes} />, { fake: createFakeCartApi(), config });

afterEach(() => {
  stopCartRuntime();
  sessionHolder.set({ accessToken: null, user: null });
});

describe("'Solicitar cotización' on the cart page", () => {
  it('saves one quote for a double click and links to it', async () => {
    sessionHolder.set({ accessToken: 'user', user: BUYER } as never);
    const { api, answer } = fakeQuoteApi();
    render(api);
    const button = screen.getByRole('button', { name: 'Solicitar cotización' });
    await userEvent.dblClick(button);
    expect(api.generate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Preparando la cotización…' })).toBeDisabled();
    answer(QUOTE);
    expect(
      await screen.findByText(/Listo: tu cotización N° 12 quedó guardada/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver cotización' })).toHaveAttribute(
      'href',
      `/orders/quote/detail?id=${QUOTE.id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    const keys = api.generate.mock.calls.map((call) => (call as unknown[])[1]);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends the saved quote to the addresses typed, and shows a refusal', async () => {
    sessionHolder.set({ accessToken: 'user', user: BUYER } as never);
    const { api, answer } = fakeQuoteApi();
    render(api);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    answer(QUOTE);
    const field = await screen.findByRole('textbox', { name: 'Enviar por e-mail a' });
    await userEvent.type(field, 'jefa@cliente.com.ar, compras@cliente.com.ar');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    expect(api.send).toHaveBeenCalledWith(QUOTE.id, [
      'jefa@cliente.com.ar',
      'compras@cliente.com.ar',
    ]);
    expect(
      await screen.findByText(
        'Enviamos la cotización a comprador@promosur.com.ar, jefa@cliente.com.ar, compras@cliente.com.ar.',
      ),
    ).toBeInTheDocument();

    const message = '«mal» no es una dirección de e-mail válida.';
    api.send.mockRejectedValueOnce(new StoreApiError('server', message, 400));
    await userEvent.type(field, 'mal');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('gives a guest the PDF without saving it', async () => {
    sessionHolder.set({ accessToken: 'guest', user: null });
    const created = jest.fn(() => 'blob:cotizacion');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const { api } = fakeQuoteApi();
    render(api);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    await waitFor(() => expect(api.unsaved).toHaveBeenCalledTimes(1));
    expect(api.generate).not.toHaveBeenCalled();
    expect(
      await screen.findByText(
        'Descargamos tu cotización en PDF. Ingresá con tu cuenta para guardarla y enviarla por e-mail.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusal, and nothing when the shop has no quotes', async () => {
    sessionHolder.set({ accessToken: 'guest', user: null });
    const { api } = fakeQuoteApi();
    api.unsaved.mockRejectedValueOnce(
      new StoreApiError('server', 'Esta tienda no ofrece cotizaciones en línea.', 404),
    );
    const { unmount } = render(api);
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta tienda no ofrece cotizaciones en línea.',
    );
    unmount();
    stopCartRuntime();
    render(api, shopConfig({ quotation: false }));
    expect(screen.queryByRole('button', { name: 'Solicitar cotización' })).not.toBeInTheDocument();
  });
});
