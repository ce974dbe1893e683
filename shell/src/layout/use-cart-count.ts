import { useEffect, useState } from 'react';
import { on } from '@store/platform';

/** The cart badge follows `cart:updated`; the cart remote owns the number. */
export function useCartCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => on('cart:updated', (detail) => setCount(detail.count)), []);
  return count;
}
