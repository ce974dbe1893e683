import type { ShippingQuoteOption, ShippingQuoteRequest } from '@store/contracts';

import { useCheckoutApi } from '../../api/checkout-api-context';
import { useKeyedLoad } from '@store/ui';

export type QuoteState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; options: ShippingQuoteOption[] };

/** Quotes the shipping of `request` (again whenever it changes), with a retry after a failure. */
export function useQuote(request: ShippingQuoteRequest) {
  const api = useCheckoutApi();
  const { data, error, loading, reload } = useKeyedLoad(JSON.stringify(request), () =>
    api.shippingQuote(request),
  );
  let state: QuoteState = { status: 'loading' };
  if (error) state = { status: 'failed' };
  else if (!loading && data) state = { status: 'ready', options: data.all_results };
  return { state, retry: reload };
}

/** Which option is which: a carrier's service of one logistic type. */
export const optionKey = (option: ShippingQuoteOption) =>
  `${option.carrier.id}|${option.service_type.code}|${option.logistic_type}`;

/** Picking up at the store (free, the store's address): its own choice, never compared. */
export const isStorePickup = (option: ShippingQuoteOption) => option.logistic_type === 'pickup';
