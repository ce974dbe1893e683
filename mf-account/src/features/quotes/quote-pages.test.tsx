import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  pendingDesign,
  type CartItem,
  type ConvertedQuote,
  type PriceEntry,
  type Quote,
  type QuotePage,
} from '@store/contracts';
import { handle, sessionHolder, StoreApiError } from '@store/platform';
import { renderAccount } from '../../test/render-account';
import { QuoteDetailPage } from './quote-detail-page';
import type { QuotesApi } from './quotes-api';
import { QuotesListPage } from './quotes-list-page';

const BUYER = { userId: 4, email: 'comprador@promosur.com.ar', fullName: 'Martina Sosa' };
const ID = '3f1c1a9e-4c7b-4b57-9d3a-0a5c8f2b1e11';
const amounts = (total: number) => ({
  base: 1000,
  application: 200,
  underMinimum: 0,
  subTotal: 1200,
  taxes: 252,
  total,
});
const QUOTE: Quote = {
  id: ID,
  number: 12,
  createdAt: '2026-11-25T14:00:00.000Z',
  validUntil: '2026-12-10',
  expiresAt: '2026-12-11T03:00:00.000Z',
  status: 'vigente',
  orderId: null,
  buyer: { fullName: 'Martina Sosa', email: BUYER.email, company: 'Estudio Sosa' },
  terms: 'Precios en pesos argentinos.',
  lines: [
    {
      shoppingCartUUID: 'a',
      type: 'ProductoCurva',
      productName: 'Remera algodón',
      externalId: 'REM-002',
      image: '/img/remera.png',
      render: null,
      technique: 'Serigrafía',
      variants: [
        { sku: 'REM-002-S', color: 'Negro', size: 'S', quantity: 10 },
        { sku: 'REM-002-M', color: 'Negro', size: 'M', quantity: 20 },
      ],
      quantity: 30,
      amounts: amounts(1452),
      designMissing: false,
    },
  ],
  totals: amounts(7299621.45),
  items: [],
};
const LOCKED_PRICES = [{ type: 'Total', value: { total: 7299621.45 } }] as PriceEntry[];
const summary = (number: number, status: 'vigente' | 'vencida', orderId: number | null = null) => ({
  id: `${ID.slice(0, -2)}${String(number).padStart(2, '0')}`,
  number,
  createdAt: '2026-11-25T14:00:00.000Z',
  validUntil: '2026-12-10',
  expiresAt: '2026-12-11T03:00:00.000Z',
  status,
  orderId,
  lineCount: 1,
  total: 7299621.45,
});

function fakeApi(page: Partial<QuotePage> = {}) {
  return {
    list: jest.fn(async (n: number) => ({
      items: [summary(12, 'vigente'), summary(11, 'vencida')],
      totalCount: 12,
      page: n,
      pageSize: 10,
      ...page,
    })),
    get: jest.fn(async () => QUOTE),
    pdf: jest.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    convert: jest.fn(async (): Promise<ConvertedQuote> => ({
      quoteId: ID,
      number: 12,
      orderId: null,
      items: QUOTE.items,
      prices: LOCKED_PRICES,
    })),
    send: jest.fn(async (_id: string, emails: string[]) => ({ sentTo: [BUYER.email, ...emails] })),
  } satisfies QuotesApi;
}

const where = () => screen.getByRole('status', { name: 'Dirección' });
beforeEach(() => sessionHolder.set({ accessToken: 'user', user: BUYER } as never));

describe('/orders/quote/list', () => {
  const renderList = (api: QuotesApi, options: { path?: string; locale?: 'arg' | 'cl' } = {}) =>
    renderAccount(<QuotesListPage api={api} />, {
      path: options.path ?? '/orders/quote/list',
      route: '/orders/quote/list',
      ...(options.locale ? { locale: options.locale } : {}),
    });

  it('sends a guest to the login and back here afterwards', () => {
    sessionHolder.set({ accessToken: 'guest', user: null });
    renderList(fakeApi());
    expect(where()).toHaveTextContent('/auth?mode=login&from=%2Forders%2Fquote%2Flist');
  });

  it('lists number, date, validity or vencida, and total, ten a page', async () => {
    const api = fakeApi();
    renderList(api);
    const link = await screen.findByRole('link', { name: 'Cotización N° 12' });
    expect(link).toHaveAttribute('href', `/orders/quote/detail?id=${summary(12, 'vigente').id}`);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('Válida hasta el 10 de diciembre de 2026')).toBeInTheDocument();
    expect(within(first!).getByText('25 de noviembre de 2026')).toBeInTheDocument();
    expect(within(first!).getByText('$ 7.299.621,45')).toBeInTheDocument();
    expect(within(second!).getByText('Vencida')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(api.list).toHaveBeenLastCalledWith(2);
    expect(where()).toHaveTextContent('/orders/quote/list?page=2');
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
  });

  it('says there are no quotes yet, in each country', async () => {
    renderList(fakeApi({ items: [], totalCount: 0 }), { locale: 'cl' });
    expect(
      await screen.findByRole('heading', { name: 'Todavía no has pedido cotizaciones' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al carro' })).toHaveAttribute(
      'href',
      '/shopping-cart',
    );
  });
});

describe('/orders/quote/detail', () => {
  let stop: () => void = () => undefined;
  const bulkAdd = jest.fn();
  beforeEach(() => {
    bulkAdd.mockReset();
    stop = handle('cart:bulk-add-requested', bulkAdd);
  });
  afterEach(() => stop());

  const renderDetail = (api: QuotesApi, query = `?id=${ID}`) =>
    renderAccount(<QuoteDetailPage api={api} />, {
      path: `/orders/quote/detail${query}`,
      route: '/orders/quote/detail',
    });

  it('shows the lines, totals and terms of the buyer’s quote', async () => {
    const api = fakeApi();
    renderDetail(api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cotización N° 12' }),
    ).toBeVisible();
    expect(api.get).toHaveBeenCalledWith(ID);
    expect(screen.getByRole('heading', { name: 'Remera algodón' })).toBeInTheDocument();
    expect(screen.getByText('Cód. REM-002 · Técnica: Serigrafía')).toBeInTheDocument();
    expect(screen.getByText('Negro S: 10 · Negro M: 20')).toBeInTheDocument();
    expect(screen.getByText('Cantidad: 30')).toBeInTheDocument();
    expect(
      screen.getByText('Válida hasta el 10 de diciembre de 2026', { exact: false }),
    ).toBeVisible();
    expect(screen.getByText('$ 7.299.621,45')).toBeInTheDocument();
    expect(screen.getByText('Precios en pesos argentinos.')).toBeInTheDocument();
    expect(screen.getByText('Para Martina Sosa · Estudio Sosa')).toBeInTheDocument();
  });

  it('marks a line customised without a design, and leads to the builder to make it', async () => {
    const line = QUOTE.lines[0]!;
    const item = {
      type: 'ProductoSimple',
      shoppingCartUUID: 'b',
      value: {
        id: 31,
        sku: 'TAZ-001-31',
        quantity: 20,
        isCustomizable: true,
        customization: pendingDesign('taza-ceramica', 3),
        applicationTechnique: { id: 3, name: 'Grabado láser' },
      },
      generic: { name: 'Taza cerámica' },
    } as unknown as CartItem;
    const api = fakeApi();
    api.get.mockResolvedValueOnce({
      ...QUOTE,
      lines: [
        line,
        {
          ...line,
          shoppingCartUUID: 'b',
          type: 'ProductoSimple',
          productName: 'Taza cerámica',
          technique: 'Grabado láser',
          designMissing: true,
        },
      ],
      items: [item],
    });
    renderDetail(api);
    const mug = (await screen.findByRole('heading', { name: 'Taza cerámica' })).closest('li')!;
    expect(within(mug).getByText('Falta tu diseño')).toBeInTheDocument();
    expect(within(mug).getByRole('link', { name: 'Diseñar Taza cerámica' })).toHaveAttribute(
      'href',
      '/customize-product?product=taza-ceramica&line=b&technique=3&variant=31&quantity=20',
    );
    expect(within(mug).getByRole('link', { name: 'Subir logo de Taza cerámica' })).toHaveAttribute(
      'href',
      expect.stringContaining('&start=upload'),
    );
    const shirt = screen.getByRole('heading', { name: 'Remera algodón' }).closest('li')!;
    expect(within(shirt).queryByText('Falta tu diseño')).not.toBeInTheDocument();
  });

  it('adds the quote to the cart and shows the partial message of spec section 8', async () => {
    const partial =
      'La cotización se agregó parcialmente al carrito, 1 productos no se agregaron ya que se encuentran agregados previamente.';
    bulkAdd.mockResolvedValueOnce({ ok: true, added: 1, skipped: 1, message: partial });
    renderDetail(fakeApi());
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(bulkAdd).toHaveBeenCalledWith({ items: QUOTE.items });
    expect(await screen.findByText(partial)).toHaveAttribute('role', 'status');

    const allPresent =
      'La cotización no puede ser agregada al carrito ya que todos los productos se encuentran agregados previamente.';
    bulkAdd.mockResolvedValueOnce({ ok: false, message: allPresent });
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(allPresent);
  });

  it('downloads the PDF and sends it by e-mail', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    const api = fakeApi();
    renderDetail(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
    expect(api.pdf).toHaveBeenCalledWith(ID);
    expect(await screen.findByText('Descargamos el PDF de la cotización.')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Enviar por e-mail a' }),
      'jefa@x.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    expect(api.send).toHaveBeenCalledWith(ID, ['jefa@x.com']);
    expect(
      await screen.findByText(`Enviamos la cotización a ${BUYER.email}, jefa@x.com.`),
    ).toBeInTheDocument();
  });

  it('marks an expired quote and says what adding it to the cart means', async () => {
    const api = fakeApi();
    api.get.mockResolvedValueOnce({ ...QUOTE, status: 'vencida' });
    renderDetail(api);
    expect(await screen.findByText('Vencida')).toBeInTheDocument();
    expect(
      screen.getByText(/Esta cotización venció: sus precios ya no se garantizan/),
    ).toBeVisible();
  });

  it("says so for a missing or someone else's quote", async () => {
    const api = fakeApi();
    api.get.mockRejectedValueOnce(
      new StoreApiError('server', 'No encontramos esa cotización.', 404),
    );
    renderDetail(api);
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esa cotización.');
    expect(screen.getByRole('link', { name: 'Volver a mis cotizaciones' })).toBeInTheDocument();
  });

  it("converts a valid quote: its lines at the quote's prices go to the checkout", async () => {
    const quoteOrder = jest.fn(async () => ({ ok: true as const }));
    const stopQuote = handle('cart:quote-order-requested', quoteOrder);
    const api = fakeApi();
    renderDetail(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Convertir en pedido' }));
    expect(api.convert).toHaveBeenCalledWith(ID);
    expect(quoteOrder).toHaveBeenCalledWith({
      quoteId: ID,
      items: QUOTE.items,
      prices: LOCKED_PRICES,
    });
    expect(where()).toHaveTextContent('/checkout');
    stopQuote();
  });

  it('says an expired quote cannot be converted, in Spanish, and stays', async () => {
    const api = fakeApi();
    const expired =
      'La cotización N.º 12 venció el 10/12/2026. Podés pedir una nueva cotización con los precios de hoy.';
    api.convert.mockRejectedValueOnce(new StoreApiError('server', expired, 422));
    renderDetail(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Convertir en pedido' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(where()).toHaveTextContent('/orders/quote/detail');
  });

  it('shows a converted quote as locked, with its order and no convert button', async () => {
    const api = fakeApi();
    api.get.mockResolvedValueOnce({ ...QUOTE, status: 'convertida', orderId: 42 });
    renderDetail(api);
    expect(await screen.findByText('Convertida en pedido', { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute(
      'href',
      '/orders/detail/42',
    );
    expect(screen.queryByRole('button', { name: 'Convertir en pedido' })).toBeNull();
  });
});
