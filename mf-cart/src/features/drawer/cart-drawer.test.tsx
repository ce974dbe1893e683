import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, handle, on, StoreApiError } from '@store/platform';
import { stopCartRuntime } from '../cart/cart-runtime';
import { builtDesign, mugRequest, shirtRequest } from '../cart/test-items';
import { createFakeCartApi, refusal, type FakeCartApi } from '../../test/fake-cart-api';
import { renderCart, shopConfig } from '../../test/render-cart';
import { CartDrawer } from './cart-drawer';

let fake: FakeCartApi;
beforeEach(() => {
  localStorage.clear();
  fake = createFakeCartApi();
});
afterEach(() => stopCartRuntime());

async function openDrawer(
  options: Parameters<typeof renderCart>[1] extends infer O ? Partial<O> : never = {},
) {
  const rendered = renderCart(<CartDrawer />, { fake, ...options });
  await waitFor(() => expect(rendered.runtime.model.store.getState().ready).toBe(true));
  return rendered;
}

const show = () => act(() => emit('cart:open-drawer', {}));
const drawer = () => screen.getByRole('dialog', { name: 'Resumen' });
const seeCart = () => within(drawer()).getByRole('button', { name: 'Ver carrito' });

describe('the cart drawer', () => {
  it('opens when asked and closes from its close control or Escape, keeping the focus', async () => {
    await openDrawer();
    expect(screen.queryByRole('dialog', { name: 'Resumen' })).not.toBeInTheDocument();
    show();
    expect(within(drawer()).getByRole('button', { name: 'Cerrar resumen' })).toHaveFocus();
    // Tab stays inside: the see-cart button is disabled, so the close control is the only stop.
    await userEvent.tab();
    expect(within(drawer()).getByRole('button', { name: 'Cerrar resumen' })).toHaveFocus();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Cerrar resumen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    show();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a modal <dialog>: the page behind is inert until Escape, then focus is back on the cart button', async () => {
    const { runtime } = renderCart(
      <>
        <button type="button" onClick={() => emit('cart:open-drawer', {})}>
          Carrito
        </button>
        <CartDrawer />
      </>,
      { fake },
    );
    await waitFor(() => expect(runtime.model.store.getState().ready).toBe(true));
    const cartButton = screen.getByRole('button', { name: 'Carrito' });
    await userEvent.click(cartButton);
    expect(drawer().tagName).toBe('DIALOG');
    expect(cartButton.closest('[inert]')).not.toBeNull();
    expect(screen.getByLabelText('Dirección').closest('[inert]')).not.toBeNull();
    expect(drawer().closest('[inert]')).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartButton.closest('[inert]')).toBeNull();
    expect(cartButton).toHaveFocus();
  });

  it("keeps the focus inside when a line's own remove button removes it: on the next line, then on the close control", async () => {
    const { runtime } = await openDrawer({ path: '/products-list/all' });
    await act(() => runtime.model.add(mugRequest()));
    await act(() => runtime.model.add(shirtRequest([{ size: 'M', quantity: 3 }])));
    show();
    within(drawer()).getByRole('button', { name: 'Quitar Taza cerámica' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(drawer()).queryByText('Taza cerámica')).not.toBeInTheDocument(),
    );
    expect(
      within(drawer()).getByRole('button', { name: 'Quitar Remera algodón Negro · M' }),
    ).toHaveFocus();

    await userEvent.tab();
    expect(within(drawer()).getByRole('button', { name: 'Quitar Remera algodón' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await within(drawer()).findByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(within(drawer()).getByRole('button', { name: 'Cerrar resumen' })).toHaveFocus();
  });

  it('disables the see-cart button while the cart is empty', async () => {
    await openDrawer();
    show();
    expect(within(drawer()).getByText('Tu carrito está vacío.')).toBeInTheDocument();
    expect(seeCart()).toBeDisabled();
  });

  it('shows each row with its picture, name, description and quantity, and the total in German format', async () => {
    const { runtime } = await openDrawer();
    await act(() => runtime.model.add(mugRequest({ quantity: 2 })));
    show();
    const row = within(drawer()).getByRole('listitem');
    expect(within(row).getByText('Taza cerámica')).toBeInTheDocument();
    expect(within(row).getByText('Blanco')).toBeInTheDocument();
    expect(within(row).getByText('Cantidad: 2')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', '/img/taza.png');
    // 2 x 1.234,50 before taxes, with the 'plus taxes' note: this shop shows prices without IVA.
    expect(within(drawer()).getByText('$ 2.469,00')).toBeInTheDocument();
    expect(within(drawer()).getByText('+ IVA')).toBeInTheDocument();
    expect(seeCart()).toBeEnabled();
  });

  it('shows the total with taxes and no note when the shop includes them', async () => {
    const { runtime } = await openDrawer({ config: shopConfig({ withTaxes: true }) });
    await act(() => runtime.model.add(mugRequest({ quantity: 2 })));
    show();
    expect(within(drawer()).getByText('$ 2.987,49')).toBeInTheDocument();
    expect(within(drawer()).queryByText('+ IVA')).not.toBeInTheDocument();
  });

  it("says 'Calculando total ...' with a progress bar and disables the button while prices refresh", async () => {
    const { runtime } = await openDrawer();
    await act(() => runtime.model.add(mugRequest()));
    show();
    const release = fake.hold();
    let refresh: Promise<void> = Promise.resolve();
    act(() => {
      refresh = runtime.model.refreshPrices();
    });
    expect(
      await within(drawer()).findByRole('progressbar', { name: 'Calculando total ...' }),
    ).toBeInTheDocument();
    expect(seeCart()).toBeDisabled();
    release();
    await act(() => refresh);
    expect(within(drawer()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(seeCart()).toBeEnabled();
  });

  it("says 'Falta tu diseño' on a line customised with no design, with the builder to design it or upload a logo", async () => {
    const { runtime } = await openDrawer({ path: '/products-list/all' });
    const laser = { applicationTechniqueId: 3, applicationTechniqueName: 'Grabado láser' };
    await act(() => runtime.model.add(mugRequest({ ...laser, quantity: 20 })));
    show();
    const row = within(drawer()).getByRole('listitem');
    expect(within(row).getByText('Falta tu diseño')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    const line = runtime.model.store.getState().items[0]?.shoppingCartUUID;
    const builder = `/customize-product?product=taza-ceramica&line=${line}&technique=3&variant=11&quantity=20`;
    expect(within(row).getByRole('link', { name: 'Diseñar Taza cerámica' })).toHaveAttribute(
      'href',
      builder,
    );
    await userEvent.click(within(row).getByRole('link', { name: 'Subir logo de Taza cerámica' }));
    expect(screen.getByLabelText('Dirección')).toHaveTextContent(`${builder}&start=upload`);
    expect(screen.queryByRole('dialog', { name: 'Resumen' })).not.toBeInTheDocument();
  });

  it('a designed line or a plain one does not miss a design', async () => {
    const { runtime } = await openDrawer();
    const design = builtDesign();
    await act(() =>
      runtime.model.add(mugRequest({ applicationTechniqueId: 3, customization: design })),
    );
    await act(() => runtime.model.add(shirtRequest([{ size: 'M', quantity: 3 }])));
    show();
    expect(within(drawer()).queryByText('Falta tu diseño')).not.toBeInTheDocument();
    expect(
      within(drawer()).getByRole('link', { name: 'Editar el diseño de Taza cerámica' }),
    ).toBeInTheDocument();
  });

  it.each(['/checkout', '/customize-product'])(
    'hides the per-row remove control on %s',
    async (path) => {
      const { runtime } = await openDrawer({ path });
      await act(() => runtime.model.add(mugRequest()));
      show();
      expect(within(drawer()).getByText('Taza cerámica')).toBeInTheDocument();
      expect(within(drawer()).queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    },
  );

  it('removes a row elsewhere, and a curve size on its own until the group is empty', async () => {
    const { runtime } = await openDrawer({ path: '/products-list/all' });
    await act(() => runtime.model.add(mugRequest()));
    await act(() =>
      runtime.model.add(
        shirtRequest([
          { size: 'M', quantity: 3 },
          { size: 'L', quantity: 1 },
        ]),
      ),
    );
    show();
    await userEvent.click(within(drawer()).getByRole('button', { name: 'Quitar Taza cerámica' }));
    await waitFor(() =>
      expect(within(drawer()).queryByText('Taza cerámica')).not.toBeInTheDocument(),
    );

    await userEvent.click(
      within(drawer()).getByRole('button', { name: 'Quitar Remera algodón Negro · M' }),
    );
    await waitFor(() => expect(within(drawer()).getByText('Cantidad: 1')).toBeInTheDocument());
    await userEvent.click(
      within(drawer()).getByRole('button', { name: 'Quitar Remera algodón Negro · L' }),
    );
    expect(await within(drawer()).findByText('Tu carrito está vacío.')).toBeInTheDocument();
  });

  it('restores the cart, closes and replaces the route with /shopping-cart', async () => {
    const { runtime } = await openDrawer({ path: '/products-list/all' });
    await act(() => runtime.model.add(mugRequest()));
    show();
    await userEvent.click(seeCart());
    await waitFor(() =>
      expect(screen.getByLabelText('Dirección')).toHaveTextContent('/shopping-cart'),
    );
    expect(screen.queryByRole('dialog', { name: 'Resumen' })).not.toBeInTheDocument();
  });

  it("keeps the button disabled on 422, shows the server's message in the shell's dialog, and accepting goes home", async () => {
    const { runtime } = await openDrawer({ path: '/products-list/all' });
    await act(() => runtime.model.add(mugRequest()));
    show();
    let answer: (result: { accepted: boolean }) => void = () => undefined;
    const shown: (string | undefined)[] = [];
    const stop = handle('shell:error-dialog-requested', ({ message }) => {
      shown.push(message);
      return new Promise((resolve) => (answer = resolve));
    });
    try {
      fake.failNext(refusal('El producto «Taza cerámica» ya no está disponible.'));
      await userEvent.click(seeCart());
      await waitFor(() =>
        expect(shown).toEqual(['El producto «Taza cerámica» ya no está disponible.']),
      );
      expect(seeCart()).toBeDisabled();
      await act(async () => answer({ accepted: true }));
      expect(screen.getByLabelText('Dirección')).toHaveTextContent(/^\/$/);
      expect(screen.queryByRole('dialog', { name: 'Resumen' })).not.toBeInTheDocument();
    } finally {
      stop();
    }
  });

  it('keeps a product added while the store is unreachable and says why there is no total', async () => {
    const { runtime } = await openDrawer();
    await act(() => runtime.model.add(mugRequest()));
    show();
    const offline = 'No pudimos conectarnos con la tienda. Revisá tu conexión e intentá de nuevo.';
    fake.failNext(new StoreApiError('network', offline));
    await act(() => runtime.model.add(shirtRequest([{ size: 'M', quantity: 3 }])));
    expect(within(drawer()).getByText('Taza cerámica')).toBeInTheDocument();
    expect(within(drawer()).getByText('Remera algodón')).toBeInTheDocument();
    expect(within(drawer()).getByRole('alert')).toHaveTextContent(offline);
  });

  it('announces the count and total at start and after every change', async () => {
    const updates: { count: number; total: number }[] = [];
    const stop = on('cart:updated', (detail) => updates.push(detail));
    const { runtime } = await openDrawer();
    await act(() => runtime.model.add(mugRequest({ quantity: 2 })));
    stop();
    expect(updates[0]).toEqual({ count: 0, total: 0 });
    expect(updates.at(-1)).toEqual({ count: 1, total: 2469 });
  });
});
