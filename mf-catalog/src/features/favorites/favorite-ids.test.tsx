import { act, render, screen } from '@testing-library/react';
import { sessionHolder } from '@store/platform';
import { catalogApi } from '../catalog-api/catalog-api';
import { setFavorite, useFavoriteIds } from './favorite-ids';

jest.mock('../catalog-api/catalog-api', () => ({
  catalogApi: { favorites: jest.fn(), setFavorite: jest.fn(async () => undefined) },
}));

const CAP = 602;

/** What a page shows of the buyer's favourites: not loaded yet, or their ids. */
function Favourites() {
  const ids = useFavoriteIds();
  return <p>{ids === null ? 'sin cargar' : `favoritos: ${[...ids].join(',') || 'ninguno'}`}</p>;
}

it('keeps a heart saved while the favourites were loading, when their older answer comes after', async () => {
  sessionHolder.set({
    accessToken: 'user',
    user: { userId: 7, email: 'a@b.com', fullName: 'Ana', phoneNumber: null, company: null },
  });
  // The list is read before the save reaches the server, and its answer comes after the save's.
  type Products = Awaited<ReturnType<typeof catalogApi.favorites>>;
  let answerList: (products: Products) => void = () => undefined;
  jest
    .mocked(catalogApi.favorites)
    .mockReturnValue(new Promise<Products>((resolve) => (answerList = resolve)));
  render(<Favourites />);
  expect(screen.getByText('sin cargar')).toBeInTheDocument();

  await act(() => setFavorite(CAP, true));
  expect(screen.getByText(`favoritos: ${CAP}`)).toBeInTheDocument();

  await act(async () => answerList([{ id: 11 }] as Products));
  expect(screen.getByText(`favoritos: 11,${CAP}`)).toBeInTheDocument();
  expect(catalogApi.setFavorite).toHaveBeenCalledWith(expect.anything(), {
    productId: CAP,
    isFavorite: true,
  });
});
