import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionHolder } from '@store/platform';
import { stopCartRuntime } from '../cart/cart-runtime';
import { builtDesign, mugRequest, shirtRequest } from '../cart/test-items';
import { createFakeCartApi, refusal, type FakeCartApi } from '../../test/fake-cart-api';
import { renderCart, shopConfig } from '../../test/render-cart';
import { ShoppingCartPage } from './shopping-cart-page';

const BUYER = {
  userId: 7,
  email: 'comprador@promosur.com.ar',
  fullName: 'Ana',
  phoneNumber: null,
  company: null,
};

let fake: FakeCartApi;
beforeEach(() => {
  localStorage.clear();
  sessionHolder.set({ accessToken: 'guest-token', user: null });
  fake = createFakeCartApi();
});
afterEach(() => stopCartRuntime());

async function renderPage(config = shopConfig()) {
  const rendered = renderCart(<ShoppingCartPage />, { fake, path: '/shopping-cart', config });
  await waitFor(() => expect(rendered.runtime.model.store.getState().ready).toBe(true));
  return rendered;
}

/** The amount a definition list shows for a term, as a screen reader reads it. */
/** The amount after `term` as a screen reader reads it (the price's text beside its figures). */
const amount = (container: HTMLElement, term: string) =>
  within(container).getByText(term).nextElementSibling?.querySelector('[aria-hidden="true"]')
    ?.previousElementSibling?.textContent;

const line = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('/shopping-cart', () => {
  it('says the cart is empty and links to the catalogue', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute(
      'href',
      '/products-list/all',
    );
  });

  it("shows each line with its breakdown and the cart's totals", async () => {
    const { runtime } = await renderPage();
    await act(() => runtime.model.add(mugRequest({ quantity: 2 })));
    expect(screen.getByRole('heading', { level: 1, name: 'Carrito' })).toBeInTheDocument();
    const mug = line('Taza cerámica');
    expect(amount(mug, 'Productos')).toBe('$ 2.469,00');
    expect(amount(mug, 'IVA')).toBe('$ 518,49');
    expect(amount(mug, 'Total')).toBe('$ 2.987,49');
    const summary = screen.getByRole('complementary', { name: 'Resumen de tu compra' });
    expect(amount(summary, 'Total')).toBe('$ 2.987,49');
    expect(within(summary).getByRole('button', { name: 'Solicitar cotización' })).toBeEnabled();
  });

  it("shows a customised line's mockup as its picture, and says when its design is missing", async () => {
    const { runtime } = await renderPage();
    const design = builtDesign();
    await act(() =>
      runtime.model.add(
        mugRequest({
          applicationTechniqueId: 3,
          customization: design,
          customizationRender: '/uploads/cart/mockup.png',
        }),
      ),
    );
    const designed = line('Taza cerámica');
    expect(within(designed).getByRole('img', { name: 'Taza cerámica' })).toHaveAttribute(
      'src',
      '/uploads/cart/mockup.png',
    );
    expect(within(designed).queryByText('Falta tu diseño')).not.toBeInTheDocument();

    await act(() =>
      runtime.model.add({
        ...shirtRequest([{ size: 'M', quantity: 30 }]),
        applicationTechniqueId: 5,
        applicationTechniqueName: 'Serigrafía',
      }),
    );
    const shirt = line('Remera algodón');
    expect(within(shirt).getByText('Personalizado con Serigrafía')).toBeInTheDocument();
    expect(within(shirt).getByText('Falta tu diseño')).toBeInTheDocument();
    expect(within(shirt).getByRole('link', { name: 'Diseñar Remera algodón' })).toBeInTheDocument();
    expect(
      within(shirt).getByRole('link', { name: 'Subir logo de Remera algodón' }),
    ).toHaveAttribute('href', expect.stringContaining('product=remera-algodon'));
  });

  it('changes a quantity, refuses a bad one with its reason, and puts back what the server refused', async () => {
    const { runtime } = await renderPage();
    await act(() => runtime.model.add(mugRequest({ quantity: 2 })));
    const field = within(line('Taza cerámica')).getByRole('textbox', { name: 'Cantidad' });

    await userEvent.clear(field);
    await userEvent.type(field, '5{Enter}');
    await waitFor(() =>
      expect(runtime.model.store.getState().items[0]?.value).toMatchObject({ quantity: 5 }),
    );

    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ingresá una cantidad entre 1 y 99.999.',
    );

    fake.failNext(refusal('Del producto «Taza cerámica» hay 8 unidades disponibles.'));
    await userEvent.clear(field);
    await userEvent.type(field, '50{Enter}');
    expect(
      await screen.findByText('Del producto «Taza cerámica» hay 8 unidades disponibles.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('5');
  });

  it('edits and removes the sizes of a curve product one by one', async () => {
    const { runtime } = await renderPage();
    await act(() =>
      runtime.model.add(
        shirtRequest([
          { size: 'M', quantity: 3 },
          { size: 'L', quantity: 1 },
        ]),
      ),
    );
    const shirt = line('Remera algodón');
    await userEvent.click(
      within(shirt).getByRole('button', { name: 'Quitar Remera algodón Negro · M' }),
    );
    await waitFor(() =>
      expect(
        within(line('Remera algodón')).queryByRole('textbox', {
          name: 'Cantidad de Remera algodón Negro · M',
        }),
      ).not.toBeInTheDocument(),
    );
    expect(
      within(line('Remera algodón')).getByRole('textbox', {
        name: 'Cantidad de Remera algodón Negro · L',
      }),
    ).toHaveValue('1');
  });

  it('shows why the cart cannot be priced and keeps the buyer from going to checkout', async () => {
    const { runtime } = await renderPage();
    await act(() => runtime.model.add(mugRequest()));
    fake.failNext(refusal('El producto «Taza cerámica» no tiene stock en este momento.'));
    await act(() => runtime.model.refreshPrices());
    expect(screen.getByRole('alert')).toHaveTextContent('no tiene stock');
    expect(screen.getByRole('button', { name: 'Ir a pagar' })).toBeDisabled();
  });

  it('sends a guest to the login, which comes back to checkout', async () => {
    const { runtime } = await renderPage();
    await act(() => runtime.model.add(mugRequest()));
    await userEvent.click(screen.getByRole('button', { name: 'Ir a pagar' }));
    expect(screen.getByLabelText('Dirección')).toHaveTextContent(
      '/auth?mode=login&from=%2Fcheckout',
    );
  });

  it('takes a logged-in buyer to checkout', async () => {
    sessionHolder.set({ accessToken: 'user-token', user: BUYER });
    const { runtime } = await renderPage();
    await act(() => runtime.model.add(mugRequest()));
    await userEvent.click(screen.getByRole('button', { name: 'Ir a pagar' }));
    expect(screen.getByLabelText('Dirección')).toHaveTextContent(/^\/checkout$/);
  });

  it('shows the cart, not a buy-now product, and leaves buy-now mode', async () => {
    const { runtime } = await renderPage();
    await act(() => runtime.model.add(mugRequest()));
    await act(() =>
      runtime.model.add({ ...shirtRequest([{ size: 'S', quantity: 1 }]), mode: 'direct' }),
    );
    await waitFor(() => expect(runtime.model.store.getState().mode).toBe('cart'));
    expect(screen.queryByRole('heading', { name: 'Remera algodón' })).not.toBeInTheDocument();
  });
});
