import { render, screen } from '@testing-library/react';
import { cancelledCall, createPageData, PageDataContext, type PageData } from '@store/platform';
import { useRemote } from './use-remote';

function Names({ load }: { load: () => Promise<string[]> }) {
  const names = useRemote({ key: 'names', load });
  if (names.error) return <p role="alert">{names.error.message}</p>;
  if (names.loading) return <p role="status">Cargando</p>;
  return <p>{names.data?.join(', ')}</p>;
}

const renderWith = (pageData: PageData, load: () => Promise<string[]>) =>
  render(
    <PageDataContext.Provider value={pageData}>
      <Names load={load} />
    </PageDataContext.Provider>,
  );

describe('useRemote on a server-rendered page', () => {
  it('shows the data the page came with in its first render, without loading it again', () => {
    const load = jest.fn(() => Promise.resolve(['Taza']));
    const pageData = createPageData({ names: ['Taza', 'Botella'] });
    renderWith(pageData, load);
    expect(screen.getByText('Taza, Botella')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // The page has taken it over: the next view of that data loads it afresh.
    expect(pageData.peek('names')).toBeUndefined();
  });

  it('loads as usual what the page did not come with', async () => {
    const load = jest.fn(() => Promise.resolve(['Gorra']));
    renderWith(createPageData({ other: [] }), load);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(await screen.findByText('Gorra')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useRemote when a read is cancelled', () => {
  it('shows no error, and loads it again while the page still wants it', async () => {
    // A cached read another page had started, cancelled when that page went.
    const load = jest
      .fn<Promise<string[]>, []>()
      .mockRejectedValueOnce(cancelledCall('/api/names'))
      .mockResolvedValue(['Gorra']);
    renderWith(createPageData(), load);
    expect(await screen.findByText('Gorra')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
