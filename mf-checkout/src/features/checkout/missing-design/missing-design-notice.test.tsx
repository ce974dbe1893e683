import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pendingDesign, type CartItem } from '@store/contracts';
import {
  cartContents,
  createFakeCheckoutApi,
  TEST_ITEM,
  type FakeCheckoutApi,
} from '../../../test/fake-checkout-api';
import { answerCart, loginBuyer, renderCheckout } from '../../../test/render-checkout';
import { seedCheckout, UP_TO_PAYMENT } from '../../../test/seed-checkout';
import { CheckoutPage } from '../checkout-page';

const laser = { id: 3, name: 'Grabado láser' };
const engraved = (customization: unknown): CartItem => {
  if (TEST_ITEM.type !== 'ProductoSimple') throw new Error('a simple product is expected');
  return {
    ...TEST_ITEM,
    value: { ...TEST_ITEM.value, applicationTechnique: laser, isCustomizable: true, customization },
  };
};

let fake: FakeCheckoutApi;
let stopCart: () => void = () => undefined;
function buying(item: CartItem) {
  stopCart = answerCart(() => ({ ...cartContents(), items: [item] }));
}
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fake = createFakeCheckoutApi();
  loginBuyer();
  seedCheckout(UP_TO_PAYMENT);
});
afterEach(() => stopCart());

const notice = () => screen.queryByRole('region', { name: 'Falta tu diseño' });

describe('the checkout before confirming', () => {
  it('warns of a customised line without a design, and leads to the builder to fix it', async () => {
    buying(engraved(pendingDesign('taza-ceramica', 3)));
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('button', { name: 'Confirmar pedido' });
    const warning = notice();
    expect(warning).toBeInTheDocument();
    expect(warning).toHaveTextContent('Este producto personalizado todavía no tiene diseño:');
    expect(warning).toHaveTextContent('Taza cerámica, con Grabado láser');
    expect(warning).toHaveTextContent(
      'Si confirmás así, se cobran con la personalización y no se producen hasta que agregues el diseño desde el pedido',
    );
    const builder = `/customize-product?product=taza-ceramica&line=${TEST_ITEM.shoppingCartUUID}&technique=3&variant=11&quantity=10`;
    expect(within(warning!).getByRole('link', { name: 'Diseñar Taza cerámica' })).toHaveAttribute(
      'href',
      builder,
    );
    await userEvent.click(
      within(warning!).getByRole('link', { name: 'Subir logo de Taza cerámica' }),
    );
    expect(screen.getByLabelText('Dirección')).toHaveTextContent(`${builder}&start=upload`);
  });

  it('says nothing when every customised line has its design', async () => {
    buying(
      engraved({
        ...pendingDesign('taza-ceramica', 3),
        views: [{ view: 'Frente', elements: [{ id: 'a', type: 'text' }] }],
      }),
    );
    renderCheckout(<CheckoutPage />, { fake });
    await screen.findByRole('button', { name: 'Confirmar pedido' });
    expect(notice()).not.toBeInTheDocument();
  });
});
