import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddToCartRequest, PriceOfRequestResult } from '@store/contracts';
import { handle, ownerUnavailable, StoreApiError } from '@store/platform';
import { renderCatalog } from '../../test/render-catalog';
import { mug, tee } from '../../test/products';
import { catalogApi } from '../catalog-api/catalog-api';
import { ProductDetailPage } from './product-detail-page';

jest.mock('../catalog-api/catalog-api', () => ({
  catalogApi: {
    detail: jest.fn(),
    favorites: jest.fn(async () => []),
    registerCartAddition: jest.fn(async () => null),
  },
}));
const api = jest.mocked(catalogApi);

/**
 * The cart's answer to `cart:price-requested` (the cart builds the item and asks the server): the
 * line's price for `quantity` units at `unitSubTotal` each (IVA 21 %, as in demo-ar).
 */
const price = { answer: jest.fn<Promise<PriceOfRequestResult>, [AddToCartRequest]>() };
const priced = (unitSubTotal: number, quantity = 50): PriceOfRequestResult => {
  const unitTotal = Math.round(unitSubTotal * 121) / 100;
  return {
    ok: true,
    price: {
      subTotal: unitSubTotal * quantity,
      total: unitTotal * quantity,
      quantity,
      unitSubTotal,
      unitTotal,
    } as Extract<PriceOfRequestResult, { ok: true }>['price'],
  };
};

function renderDetail(
  path = '/product-detail/simple/taza-ceramica',
  pattern = '/product-detail/simple/:productDesc',
) {
  return renderCatalog(<ProductDetailPage />, { path, pattern });
}

let requests: AddToCartRequest[];
let stop: () => void;
let stopPrice: () => void;
beforeEach(() => {
  jest.clearAllMocks();
  requests = [];
  stop = handle('cart:add-requested', (request) => {
    requests.push(request);
    return { ok: true, itemCount: 1 };
  });
  stopPrice = handle('cart:price-requested', (request) => price.answer(request));
});
afterEach(() => {
  stop();
  stopPrice();
});

describe('simple product', () => {
  it('shows the stock, the techniques with their minimums and the server price of the quantity', async () => {
    api.detail.mockResolvedValue(mug());
    price.answer.mockResolvedValue(priced(1_763.33));
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Taza cerámica' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Stock: 150 unidades')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Serigrafía (mínimo 50 u.)' })).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: 'Cantidad' });
    expect(quantity).toHaveValue('50');
    // The server's unit price and its total, as it answered them: 50 x $1.763,33.
    expect(await screen.findByText('$ 1.763,33')).toBeInTheDocument();
    expect(screen.getByText('$ 88.166,50')).toBeInTheDocument();
    const [asked] = price.answer.mock.calls.at(-1) ?? [];
    expect(asked).toMatchObject({
      product: { id: 1 },
      lines: [{ variantId: 1, sku: 'SKU-1', quantity: 50 }],
      applicationTechniqueId: 7,
      applicationTechniqueName: 'Serigrafía',
    });
  });

  it('takes only digits, refuses more than the stock and says what happens under the minimum', async () => {
    api.detail.mockResolvedValue(mug());
    price.answer.mockResolvedValue({ ok: false, message: null });
    renderDetail();
    const quantity = await screen.findByRole('textbox', { name: 'Cantidad' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2a0-0');
    expect(quantity).toHaveValue('200');
    expect(screen.getByRole('alert')).toHaveTextContent('Hay 150 unidades disponibles.');
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '10');
    expect(
      screen.getByText(
        /Con menos de 50 unidades se suma un recargo por personalización de \$ 33\.750,00/,
      ),
    ).toBeInTheDocument();
    // Without the pricing engine only the list price of one unit is shown, said to be so; the
    // browser estimates no total.
    expect(await screen.findByText(/Precio de lista por unidad/)).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Precio para 10 unidades' });
    expect(within(panel).getByText('$ 5.670,00')).toBeInTheDocument();
    expect(within(panel).queryByText('Total')).not.toBeInTheDocument();
  });

  it('says at once, in its own words, that the cart could not load', async () => {
    api.detail.mockResolvedValue(mug());
    price.answer.mockResolvedValue(priced(1000));
    stop();
    stopPrice();
    ownerUnavailable('cart');
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(
      await screen.findByText(/^El carrito no está disponible en este momento: no pudimos/),
    ).toBeInTheDocument();
  });

  it('switches colour with its stock and adds the chosen line to the cart through the bus', async () => {
    api.detail.mockResolvedValue(mug());
    price.answer.mockResolvedValue(priced(1000));
    renderDetail();
    await userEvent.click(await screen.findByRole('radio', { name: 'Rojo' }));
    expect(screen.getByText('Últimas 10 unidades')).toBeInTheDocument();
    const quantity = screen.getByRole('textbox', { name: 'Cantidad' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    expect(await screen.findByText('Agregaste Taza cerámica al carrito.')).toBeInTheDocument();
    expect(requests).toEqual([
      expect.objectContaining({
        mode: 'cart',
        applicationTechniqueId: 7,
        lines: [{ variantId: 2, sku: 'SKU-2', quantity: 8, color: 'Rojo', size: null }],
      }),
    ]);
    // The addition counts for 'Lo más pedido'.
    expect(api.registerCartAddition).toHaveBeenCalledWith(expect.anything(), 1);
    await userEvent.click(screen.getByRole('radio', { name: 'Negro' }));
    expect(screen.getByText('Sin stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comprar ahora' })).toBeDisabled();
  });

  it("shows the cart's refusal and goes to checkout on buy now", async () => {
    stop();
    stop = handle('cart:add-requested', (request) =>
      request.mode === 'cart'
        ? { ok: false, message: 'El producto seleccionado ya se encuentra en el carrito.' }
        : { ok: true, itemCount: 1 },
    );
    api.detail.mockResolvedValue(mug());
    price.answer.mockResolvedValue(priced(1000));
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar al carrito' }));
    expect(
      await screen.findByText('El producto seleccionado ya se encuentra en el carrito.'),
    ).toBeInTheDocument();
    // A refused addition is not a signal of demand.
    expect(api.registerCartAddition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Comprar ahora' }));
    await waitFor(() => expect(screen.getByLabelText('Dirección')).toHaveTextContent('/checkout'));
  });

  it('shows each picture with the alt text the staff wrote, and any thumbnail when picked', async () => {
    api.detail.mockResolvedValue(
      mug({ images: ['/img/9.webp', '/img/1.svg'], imageAlts: ['Taza blanca de frente', null] }),
    );
    renderDetail();
    const gallery = await screen.findByRole('region', { name: 'Imágenes del producto' });
    // The chosen colour's picture first; without alt text, the name and its place.
    expect(
      within(gallery).getByRole('img', { name: 'Taza cerámica (Imagen 2 de 2)' }),
    ).toHaveAttribute('src', '/img/1.svg');
    // A picture of the product that is no variant's is shown when its thumbnail is picked.
    await userEvent.click(within(gallery).getByRole('button', { name: 'Imagen 1 de 2' }));
    expect(within(gallery).getByRole('img', { name: 'Taza blanca de frente' })).toHaveAttribute(
      'src',
      '/img/9.webp',
    );
  });

  it('starts on the colour a filtered list linked to', async () => {
    api.detail.mockResolvedValue(mug());
    price.answer.mockResolvedValue(priced(1000));
    renderDetail('/product-detail/simple/taza-ceramica?color=Rojo');
    expect(await screen.findByRole('radio', { name: 'Rojo' })).toBeChecked();
    expect(screen.getByText('Últimas 10 unidades')).toBeInTheDocument();
  });

  it('says when the product does not exist', async () => {
    api.detail.mockRejectedValue(new StoreApiError('server', 'No encontramos este producto.', 404));
    renderDetail('/product-detail/simple/nada');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos este producto' }),
    ).toBeInTheDocument();
  });
});

describe('curve product', () => {
  it('takes a quantity per size and colour, shows each cell stock and adds one line per cell', async () => {
    api.detail.mockResolvedValue(tee());
    price.answer.mockResolvedValue(priced(1000));
    renderDetail(
      '/product-detail/textil/curva/remera',
      '/product-detail/:productType/curva/:productDesc',
    );
    const grid = await screen.findByRole('table', { name: 'Cantidades por talle y color' });
    expect(within(grid).getByRole('textbox', { name: 'Cantidad Blanco talle M' })).toBeDisabled();
    expect(within(grid).getByText('30 disp.')).toBeInTheDocument();
    await userEvent.type(
      within(grid).getByRole('textbox', { name: 'Cantidad Blanco talle S' }),
      '12',
    );
    await userEvent.type(
      within(grid).getByRole('textbox', { name: 'Cantidad Negro talle M' }),
      '25',
    );
    expect(within(grid).getByRole('status')).toHaveTextContent('37');
    await userEvent.type(
      within(grid).getByRole('textbox', { name: 'Cantidad Negro talle L' }),
      '3',
    );
    expect(within(grid).getByText('Hay 2 unidades disponibles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
    await userEvent.clear(within(grid).getByRole('textbox', { name: 'Cantidad Negro talle L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Agregar al carrito' }));
    await screen.findByText('Agregaste Remera al carrito.');
    expect(requests[0]?.lines.map((line) => [line.sku, line.quantity])).toEqual([
      ['SKU-11', 12],
      ['SKU-22', 25],
    ]);
    await waitFor(() =>
      expect(price.answer).toHaveBeenCalledWith(
        expect.objectContaining({
          product: expect.objectContaining({ kind: 'curva' }),
          lines: expect.arrayContaining([expect.objectContaining({ sku: 'SKU-22', quantity: 25 })]),
        }),
      ),
    );
  });
});

describe('product address', () => {
  it('goes to the product’s own address when a link names the wrong kind', async () => {
    api.detail.mockResolvedValue(tee());
    renderCatalog(<ProductDetailPage />, {
      path: '/product-detail/simple/remera',
      pattern: '/product-detail/:productType?/simple/:productDesc',
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Dirección')).toHaveTextContent(
        '/product-detail/textil/curva/remera',
      ),
    );
  });
});
