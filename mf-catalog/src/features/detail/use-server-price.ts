import { useEffect, useState } from 'react';
import type { AddToCartRequest, PriceFields } from '@store/contracts';
import { request } from '@store/platform';

export type ServerPrice =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; price: PriceFields }
  | { status: 'unavailable' };

const DEBOUNCE_MS = 300;

/**
 * The server's price of the chosen lines (the pricing engine, issue 6), asked of the cart
 * (`cart:price-requested`, which builds the item as it would add it) a moment after the buyer
 * stops typing. While it cannot answer, the page shows the list prices instead.
 */
export function useServerPrice(wanted: AddToCartRequest | null): ServerPrice {
  const key = wanted ? JSON.stringify({ ...wanted, mode: null }) : null;
  const [answer, setAnswer] = useState<{ key: string | null; price: ServerPrice }>({
    key: null,
    price: { status: 'idle' },
  });

  useEffect(() => {
    if (!key || !wanted) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      request('cart:price-requested', wanted).then(
        (answer) => {
          if (current)
            setAnswer({
              key,
              price: answer.ok
                ? { status: 'ready', price: answer.price }
                : { status: 'unavailable' },
            });
        },
        () => current && setAnswer({ key, price: { status: 'unavailable' } }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key says everything about the request; a new object for the same choice must not re-ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!key) return { status: 'idle' };
  return answer.key === key ? answer.price : { status: 'loading' };
}
