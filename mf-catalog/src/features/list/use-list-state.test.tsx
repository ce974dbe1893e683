import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
// The hook needs a router of its own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useListState } from './use-list-state';

function renderListState(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListState(),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('the list state in the URL', () => {
  it('keeps a colour picked just before a sort, when the second change comes before the first has rendered', () => {
    const { result } = renderListState('/products-list/tazas?page=3');
    act(() => {
      const [, update] = result.current.list;
      update({ color: 'Rojo' });
      update({ sort: 'price-asc' });
    });
    expect(result.current.location.search).toBe('?color=Rojo&sort=price-asc');
    expect(result.current.list[0]).toMatchObject({ color: 'Rojo', sort: 'price-asc', page: 1 });
  });

  it('builds on the location the router shows after the buyer goes back', () => {
    const { result } = renderListState('/products-list/tazas?color=Rojo');
    act(() => result.current.list[1]({ brand: 'Outlander' }));
    expect(result.current.location.search).toBe('?color=Rojo&brand=Outlander');
    // The back button changes the location without this hook: the next change builds on it.
    act(() => result.current.navigate(-1));
    expect(result.current.location.search).toBe('?color=Rojo');
    act(() => result.current.list[1]({ sort: 'price-desc' }));
    expect(result.current.location.search).toBe('?color=Rojo&sort=price-desc');
  });
});
