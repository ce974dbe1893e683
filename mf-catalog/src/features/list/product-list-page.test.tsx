import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductListQuery, ProductListResult } from '@store/contracts';
import { renderCatalog } from '../../test/render-catalog';
import { mug } from '../../test/products';
import { catalogApi } from '../catalog-api/catalog-api';
import { ProductListPage } from './product-list-page';

jest.mock('../catalog-api/catalog-api', () => ({
  catalogApi: {
    products: jest.fn(),
    categories: jest.fn(async () => [
      {
        id: 1,
        slug: 'tazas-y-jarros',
        title: 'Tazas y jarros',
        featured: true,
        productCount: 10,
        image: null,
      },
    ]),
    colors: jest.fn(async () => [{ name: 'Rojo', hex: '#c62828', productCount: 3 }]),
    brands: jest.fn(async () => []),
    printingTypes: jest.fn(async () => ({ items: [], totalCount: 0, page: 1 })),
  },
}));
const api = jest.mocked(catalogApi);

const page = (
  items: number,
  totalCount: number,
  query: ProductListQuery = {},
): ProductListResult => ({
  items: Array.from({ length: items }, (_, i) => ({
    ...mug(),
    id: i + 1,
    name: `Taza ${i + 1}`,
    slug: `taza-${i + 1}`,
    colors: [{ name: 'Rojo', hex: '#c62828', image: `/img/${i + 1}-rojo.svg` }],
  })),
  totalCount,
  page: query.page ?? 1,
  pageSize: 24,
  totalPages: Math.ceil(totalCount / 24),
});

const render = (path: string) =>
  renderCatalog(<ProductListPage />, { path, pattern: '/products-list/:categoryDesc' });

describe('/products-list', () => {
  it('lists the category, and keeps sort, filters and page in the URL', async () => {
    api.products.mockImplementation(async (_client, query) => page(2, 30, query));
    render('/products-list/tazas-y-jarros?page=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tazas y jarros' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('30 productos')).toBeInTheDocument();
    expect(api.products).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ category: 'tazas-y-jarros', page: 2, sort: 'relevance' }),
    );

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Ordenar por' }),
      'Precio: menor a mayor',
    );
    expect(screen.getByLabelText('Dirección')).toHaveTextContent(
      '/products-list/tazas-y-jarros?sort=price-asc',
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Color' }), 'Rojo');
    expect(screen.getByLabelText('Dirección')).toHaveTextContent('?color=Rojo&sort=price-asc');
    await waitFor(() =>
      expect(api.products).toHaveBeenLastCalledWith(
        expect.anything(),
        expect.objectContaining({ color: 'Rojo', sort: 'price-asc', page: 1 }),
      ),
    );

    // Filtered by a colour, the cards show and open the products in it.
    expect(screen.getAllByRole('link', { name: /^Taza \d+$/ })[0]).toHaveAttribute(
      'href',
      '/product-detail/simple/taza-1?color=Rojo',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Página 2' }));
    expect(screen.getByLabelText('Dirección')).toHaveTextContent(
      '?color=Rojo&sort=price-asc&page=2',
    );
  });

  it("loads the first row's pictures at once, the first one first and the others at low priority, and the rest lazily", async () => {
    api.products.mockImplementation(async (_client, query) => page(6, 6, query));
    render('/products-list/all');
    await screen.findByRole('link', { name: 'Taza 6' });
    const pictures = [...screen.getByLabelText('Todos los productos').querySelectorAll('img')];
    expect(
      pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'low'],
      ['eager', 'low'],
      ['eager', 'low'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('refuses an upside-down price range with a message and keeps the list', async () => {
    api.products.mockImplementation(async (_client, query) => page(2, 2, query));
    render('/products-list/all');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Desde' }), '900');
    await userEvent.type(screen.getByRole('textbox', { name: 'Hasta' }), '100');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El precio “desde” no puede ser mayor que el precio “hasta”.',
    );
    expect(screen.getByRole('button', { name: 'Aplicar precio' })).toBeDisabled();
  });

  it('shows the empty search result screen', async () => {
    api.products.mockResolvedValue(page(0, 0));
    render('/products-list/all?search=zapallo');
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'No encontramos resultados para “zapallo”',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Resultados para “zapallo”' }),
    ).toBeInTheDocument();
  });

  it('says when a category does not exist', async () => {
    api.products.mockResolvedValue(page(0, 0));
    render('/products-list/no-existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No encontramos esta categoría' }),
    ).toBeInTheDocument();
  });
});
