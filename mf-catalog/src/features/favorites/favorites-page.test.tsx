import { screen } from '@testing-library/react';
import { renderCatalog } from '../../test/render-catalog';
import { FavoritesPage } from './favorites-page';

jest.mock('../catalog-api/catalog-api', () => ({
  catalogApi: { favorites: jest.fn(async () => []) },
}));

describe('/favorites', () => {
  it('sends a guest to log in and back here', async () => {
    renderCatalog(<FavoritesPage />, { path: '/favorites' });
    expect(await screen.findByLabelText('Dirección')).toHaveTextContent(
      '/auth?mode=login&from=%2Ffavorites',
    );
  });
});
