import { useCallback, useEffect, useState } from 'react';
import type { CartContents } from '@store/contracts';
import { on, request, useStore } from '@store/platform';
import { leaveCheckout, resolveContents } from './direct-snapshot';

/**
 * What the buyer is ordering, asked of the cart (it owns it) at start and whenever it says it
 * changed. `null` while the cart has not answered.
 */
export function useCartContents(): { contents: CartContents | null; failed: boolean } {
  const { tenant } = useStore();
  const [contents, setContents] = useState<CartContents | null>(null);
  const [failed, setFailed] = useState(false);

  const read = useCallback(() => {
    request('cart:contents-requested', {}).then(
      (answer) => {
        setFailed(false);
        setContents(resolveContents(tenant, answer));
      },
      () => setFailed(true),
    );
  }, [tenant]);

  useEffect(() => {
    read();
    const stop = on('cart:updated', read);
    return () => {
      stop();
      leaveCheckout(tenant);
    };
  }, [read, tenant]);

  return { contents, failed };
}
