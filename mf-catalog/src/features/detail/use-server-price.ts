import type { AddToCartRequest, PriceFields } from '@store/contracts';
import { usePriceRequest } from '@store/platform';

export type ServerPrice =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; price: PriceFields }
  | { status: 'unavailable' };

const OPTIONS = {
  debounceMs: 300,
  keyOf: (wanted: AddToCartRequest) => JSON.stringify({ ...wanted, mode: null }),
};

/**
 * The server's price of the chosen lines (the pricing engine, issue 6) a moment after the buyer
 * stops typing (`usePriceRequest`). While it cannot answer, the page shows the list prices instead.
 */
export function useServerPrice(wanted: AddToCartRequest | null): ServerPrice {
  const state = usePriceRequest(wanted, OPTIONS);
  if (state.status !== 'done') return state;
  return state.answer.ok
    ? { status: 'ready', price: state.answer.price }
    : { status: 'unavailable' };
}
