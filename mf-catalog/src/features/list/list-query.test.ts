import { readListState, toApiQuery, writeListState } from './list-query';
import { pageWindow } from './pagination';

describe('list state in the URL', () => {
  it('reads what a link says and writes it back the same way', () => {
    const params = new URLSearchParams(
      'search=taza&color=Rojo&technique=laser&brand=Outlander&minPrice=100&maxPrice=9000&inStock=true&sort=price-desc&page=3',
    );
    const state = readListState(params);
    expect(state).toEqual({
      search: 'taza',
      color: 'Rojo',
      technique: 'laser',
      brand: 'Outlander',
      minPrice: 100,
      maxPrice: 9000,
      inStock: true,
      sort: 'price-desc',
      page: 3,
    });
    expect(writeListState(state).toString()).toBe(params.toString());
  });

  it('drops values no list could use, so an old or edited link still opens', () => {
    const state = readListState(new URLSearchParams('sort=barato&page=-2&minPrice=abc&inStock=si'));
    expect(state).toMatchObject({ sort: 'relevance', page: 1, minPrice: null, inStock: false });
    expect(writeListState(state).toString()).toBe('');
  });

  it('asks the API for nothing about prices while the range is upside down', () => {
    const query = toApiQuery(
      'gorras',
      readListState(new URLSearchParams('minPrice=900&maxPrice=100')),
    );
    expect(query).toEqual({ category: 'gorras', sort: 'relevance', page: 1, pageSize: 24 });
  });

  it('shows the pages around the current one and the ends', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
