import { useEffect, useState } from 'react';
import type { CartItem, PriceFields } from '@store/contracts';
import { catalogApi } from '../catalog-api/catalog-api';

export type ServerPrice =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; price: PriceFields }
  | { status: 'unavailable' };

const DEBOUNCE_MS = 300;

/**
 * The server's price of the chosen lines (the pricing engine, issue 6), asked again a moment
 * after the buyer stops typing. While it cannot answer, the page shows the list prices instead.
 */
export function useServerPrice(item: CartItem | null): ServerPrice {
  const key = item
    ? JSON.stringify({
        ...item,
        shoppingCartUUID: null,
        value: Array.isArray(item.value)
          ? item.value.map((v) => ({ ...v, shoppingCartUUID: null, genericShoppingCartUUID: null }))
          : item.value,
      })
    : null;
  const [answer, setAnswer] = useState<{ key: string | null; price: ServerPrice }>({
    key: null,
    price: { status: 'idle' },
  });

  useEffect(() => {
    if (!key || !item) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      catalogApi.price({ items: [item] }).then(
        (entries) => {
          const line =
            entries.find((entry) => entry.type !== 'Total') ?? entries[entries.length - 1];
          if (current)
            setAnswer({
              key,
              price: line ? { status: 'ready', price: line.value } : { status: 'unavailable' },
            });
        },
        () => current && setAnswer({ key, price: { status: 'unavailable' } }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // The key says everything about the item; a new object for the same choice must not re-ask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!key) return { status: 'idle' };
  return answer.key === key ? answer.price : { status: 'loading' };
}
