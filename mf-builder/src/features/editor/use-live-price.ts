import { useEffect, useState } from 'react';
import type { AddToCartRequest, PriceOfRequestResult } from '@store/contracts';
import { request } from '@store/platform';

export type LivePrice =
  { status: 'idle' | 'loading' } | { status: 'done'; answer: PriceOfRequestResult };

const DEBOUNCE_MS = 400;

/**
 * The server's price of what the buyer would add, asked of the cart (`cart:price-requested`) a
 * moment after the design or the quantity stops changing. Never computed here.
 */
export function useLivePrice(wanted: AddToCartRequest | null): LivePrice {
  const key = wanted ? JSON.stringify({ ...wanted, customizationRender: null }) : null;
  const [answer, setAnswer] = useState<{ key: string | null; price: LivePrice }>({
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
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key says everything about the request; a new object for the same design must not re-ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!key) return { status: 'idle' };
  return answer.key === key ? answer.price : { status: 'loading' };
}
