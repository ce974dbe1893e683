import { render } from '@testing-library/react';
import { testShopConfig } from '@store/contracts/testing';
import { useDocumentTitle } from './document-title';
import { StoreContext } from './store-context';

function Page({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

const inStore = (title: string | null) => (
  <StoreContext.Provider
    value={{ tenant: 'demo-cl', config: testShopConfig({ name: 'Andes Merch' }), locale: 'cl' }}
  >
    <Page title={title} />
  </StoreContext.Provider>
);

it('names the tab after the page and the store, or the store alone', () => {
  const { rerender } = render(inStore('Carro'));
  expect(document.title).toBe('Carro | Andes Merch');
  rerender(inStore(null));
  expect(document.title).toBe('Andes Merch');
});
