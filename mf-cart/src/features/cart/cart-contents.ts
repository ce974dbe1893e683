import type { CartContents } from '@store/contracts';
import type { CartModel } from './cart-model';
import { activeView, type CartState } from './cart-state';

const settled = (state: CartState) => state.ready && !state.pricing;

function contentsOf(state: CartState): CartContents {
  const { items, prices } = activeView(state);
  const quoteId = state.mode === 'direct' ? (state.direct?.quoteId ?? null) : null;
  return { mode: state.mode, items, prices, priceProblem: state.priceProblem, quoteId };
}

/**
 * `cart:contents-requested`: the checkout orders what the buyer sees, so it waits until the cart
 * has been read and priced rather than answer a half-loaded cart.
 */
export function cartContents(store: CartModel['store']): Promise<CartContents> {
  const now = store.getState();
  if (settled(now)) return Promise.resolve(contentsOf(now));
  return new Promise((resolve) => {
    const stop = store.subscribe((state) => {
      if (!settled(state)) return;
      stop();
      resolve(contentsOf(state));
    });
  });
}
