import { useEffect, useState } from 'react';
import type { AddToCartRequest, PriceOfRequestResult } from '@store/contracts';
import { request } from './bus';

export type PriceRequestState =
  { status: 'idle' | 'loading' } | { status: 'done'; answer: PriceOfRequestResult };

interface Options {
  /** How long the request must stay the same before the cart is asked. */
  debounceMs: number;
  /** What identifies the request: parts that do not change the price are left out. */
  keyOf: (wanted: AddToCartRequest) => string;
}

/**
 * The server's price of what a page would add, asked of the cart (`cart:price-requested`, which
 * builds the item as it would add it and has the server's pricing engine price it) a moment after
 * the request stops changing. A request the bus cannot deliver answers `{ ok: false }`. Nothing is
 * priced in the browser.
 */
export function usePriceRequest(
  wanted: AddToCartRequest | null,
  { debounceMs, keyOf }: Options,
): PriceRequestState {
  const key = wanted ? keyOf(wanted) : null;
  const [answer, setAnswer] = useState<{ key: string | null; price: PriceRequestState }>({
    key: null,
    price: { status: 'idle' },
  });
  useEffect(() => {
    if (!key || !wanted) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      request('cart:price-requested', wanted).then(
        (result) => current && setAnswer({ key, price: { status: 'done', answer: result } }),
        () =>
          current &&
          setAnswer({ key, price: { status: 'done', answer: { ok: false, message: null } } }),
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key says everything about the request; a new object for the same request must not re-ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!key) return { status: 'idle' };
  return answer.key === key ? answer.price : { status: 'loading' };
}
