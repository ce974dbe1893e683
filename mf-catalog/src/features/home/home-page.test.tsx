import { screen, within } from '@testing-library/react';
import { renderCatalog, shopConfig } from '../../test/render-catalog';
import { mug } from '../../test/products';
import { catalogApi } from '../catalog-api/catalog-api';
import { HomePage } from './home-page';

jest.mock('../catalog-api/catalog-api', () => ({
  catalogApi: {
    categories: jest.fn(async () => [
      {
        id: 1,
        slug: 'tazas-y-jarros',
        title: 'Tazas y jarros',
        featured: true,
        productCount: 10,
        image: '/img/1.svg',
      },
      { id: 2, slug: 'gorras', title: 'Gorras', featured: false, productCount: 10, image: null },
    ]),
    products: jest.fn(async () => ({
      items: [mug()],
      totalCount: 1,
      page: 1,
      pageSize: 8,
      totalPages: 1,
    })),
    trending: jest.fn(async () => Promise.reject(new Error('caído'))),
    distributorLogos: jest.fn(async () => Promise.reject(new Error('todavía no existe'))),
  },
}));
const api = jest.mocked(catalogApi);

describe('home', () => {
  it('shows the featured categories and products, keeps going when a part fails, and hides missing logos', async () => {
    renderCatalog(<HomePage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Productos promocionales para tu marca' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute(
      'href',
      '/products-list/all',
    );
    const featured = await screen.findByRole('region', { name: 'Categorías destacadas' });
    expect(
      within(featured)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tazas y jarros10 productos']);
    expect(screen.getByRole('region', { name: 'Productos destacados' })).toHaveTextContent(
      'Taza cerámica',
    );
    expect(screen.queryByRole('region', { name: 'Lo más pedido' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Empresas que confían en nosotros' }),
    ).not.toBeInTheDocument();
    const downloader = screen.getByRole('region', { name: 'Descargá el catálogo' });
    expect(within(downloader).getByRole('option', { name: 'Gorras' })).toBeInTheDocument();
    expect(api.distributorLogos).toHaveBeenCalled();
  });

  it("leaves the rails' pictures to the browser's lazy loading: on a phone they are below the first screen", async () => {
    renderCatalog(<HomePage />);
    const rail = await screen.findByRole('region', { name: 'Productos destacados' });
    const pictures = [...rail.querySelectorAll('img')];
    expect(pictures).not.toHaveLength(0);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(pictures.map(() => 'lazy'));
  });

  it('leaves the featured categories out when the tenant does not use them', async () => {
    renderCatalog(<HomePage />, { config: shopConfig({ useFeaturedCategories: false }) });
    await screen.findByRole('region', { name: 'Productos destacados' });
    expect(screen.queryByRole('region', { name: 'Categorías destacadas' })).not.toBeInTheDocument();
  });
});
