import type { AddToCartRequest } from '@store/contracts';
import { usePriceRequest, type PriceRequestState } from '@store/platform';

export type LivePrice = PriceRequestState;

const OPTIONS = {
  debounceMs: 400,
  // The mockup does not change the price.
  keyOf: (wanted: AddToCartRequest) => JSON.stringify({ ...wanted, customizationRender: null }),
};

/** The server's price of what the buyer would add (`usePriceRequest`); never computed here. */
export const useLivePrice = (wanted: AddToCartRequest | null): LivePrice =>
  usePriceRequest(wanted, OPTIONS);
