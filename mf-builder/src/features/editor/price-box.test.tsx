import { render, screen, within } from '@testing-library/react';
import type { ApplicationTechnique, PriceFields, ShopConfig } from '@store/contracts';
import { testShopConfig } from '@store/contracts/testing';
import { initI18n, StoreContext } from '@store/platform';
import '../../i18n/messages';
import { PriceBox } from './price-box';

initI18n('arg');

/**
 * The server's answer for 60 units at $ 1.240,98 net each on demo-ar (IVA 21 %): the line's IVA
 * is 21 % of its net, rounded once; one unit with its own IVA is unitTotal.
 */
const sixtyMugs = {
  quantity: 60,
  unitSubTotal: 1_240.98,
  unitTotal: 1_501.59,
  subTotal: 74_458.8,
  taxes: 15_636.35,
  total: 90_095.15,
} as PriceFields;

function renderBox(
  fields: PriceFields,
  withTaxes: boolean,
  technique: ApplicationTechnique | null = null,
) {
  const config: ShopConfig = testShopConfig({ withTaxes });
  return render(
    <StoreContext.Provider value={{ tenant: 'demo-ar', config, locale: 'arg' }}>
      <PriceBox
        price={{ status: 'done', answer: { ok: true, price: fields } }}
        units={fields.quantity ?? 0}
        technique={technique}
        emptyDesign={false}
      />
    </StoreContext.Provider>,
  );
}

/** The amount a paragraph of the box shows, as the buyer reads it. */
const amountIn = (label: RegExp, amount: string) =>
  within(screen.getByText(label)).getByText(amount);

describe('PriceBox', () => {
  it('shows the unit price with IVA and the total as the server answered them', () => {
    renderBox(sixtyMugs, true);
    expect(screen.getByRole('heading', { name: 'Precio de 60 unidades' })).toBeInTheDocument();
    expect(amountIn(/Precio unitario/, '$ 1.501,59')).toBeVisible();
    expect(amountIn(/^Total/, '$ 90.095,15')).toBeVisible();
    expect(screen.getByText('IVA incluido')).toBeVisible();
  });

  it('shows the net unit price and the net total where the store shows prices before IVA', () => {
    renderBox(sixtyMugs, false);
    expect(amountIn(/Precio unitario/, '$ 1.240,98')).toBeVisible();
    expect(amountIn(/^Total/, '$ 74.458,80')).toBeVisible();
    expect(screen.getByText('+ IVA')).toBeVisible();
  });

  it("says the server's refusal and shows no price", () => {
    const config = testShopConfig({ withTaxes: true });
    render(
      <StoreContext.Provider value={{ tenant: 'demo-ar', config, locale: 'arg' }}>
        <PriceBox
          price={{ status: 'done', answer: { ok: false, message: 'No hay stock suficiente.' } }}
          units={60}
          technique={null}
          emptyDesign={false}
        />
      </StoreContext.Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No hay stock suficiente.');
    expect(screen.queryByText(/Precio unitario/)).not.toBeInTheDocument();
  });

  it('says what a price needs while nothing is on the product, and no longer once it is', () => {
    const config = testShopConfig({ withTaxes: true });
    const box = (emptyDesign: boolean) => (
      <StoreContext.Provider value={{ tenant: 'demo-ar', config, locale: 'arg' }}>
        <PriceBox
          price={{ status: 'idle' }}
          units={20}
          technique={null}
          emptyDesign={emptyDesign}
        />
      </StoreContext.Provider>
    );
    const { rerender } = render(box(true));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Agregá un texto o una imagen para ver el precio.',
    );
    rerender(box(false));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
