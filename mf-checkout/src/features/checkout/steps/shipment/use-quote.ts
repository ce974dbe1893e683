import { useCallback, useEffect, useState } from 'react';
import type { ShippingQuoteOption, ShippingQuoteRequest } from '@store/contracts';
import { useCheckoutApi } from '../../api/checkout-api-context';

export type QuoteState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; options: ShippingQuoteOption[] };

/** Quotes the shipping of `request` (again whenever it changes), with a retry after a failure. */
export function useQuote(request: ShippingQuoteRequest) {
  const api = useCheckoutApi();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ for: string; state: QuoteState } | null>(null);
  const body = JSON.stringify(request);
  const asked = `${attempt}|${body}`;

  useEffect(() => {
    let current = true;
    api.shippingQuote(JSON.parse(body) as ShippingQuoteRequest).then(
      (result) =>
        current &&
        setAnswer({ for: asked, state: { status: 'ready', options: result.all_results } }),
      () => current && setAnswer({ for: asked, state: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [api, body, asked]);

  const state: QuoteState = answer?.for === asked ? answer.state : { status: 'loading' };
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}

/** Which option is which: a carrier's service of one logistic type. */
export const optionKey = (option: ShippingQuoteOption) =>
  `${option.carrier.id}|${option.service_type.code}|${option.logistic_type}`;

/** Picking up at the store (free, the store's address): its own choice, never compared. */
export const isStorePickup = (option: ShippingQuoteOption) => option.logistic_type === 'pickup';
