import { useCallback, useEffect, useState } from 'react';
import type { OrderPaymentStatus } from '@store/contracts';
import { useCheckoutApi } from '../checkout/api/checkout-api-context';

/** How often and how long a pending payment is asked again while the buyer waits on the page. */
export const PENDING_POLL_MS = 4000;
const PENDING_POLLS = 15;

/**
 * The order's payment as the server knows it (the provider's return query is only a hint): asked
 * again while it is pending, for about a minute, and on demand.
 */
export function usePaymentStatus(orderId: number) {
  const api = useCheckoutApi();
  const [status, setStatus] = useState<OrderPaymentStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [polls, setPolls] = useState(0);

  useEffect(() => {
    let current = true;
    api.paymentStatus(orderId).then(
      (answer) => {
        if (!current) return;
        setFailed(false);
        setStatus(answer);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api, orderId, polls]);

  const pending = status?.status === 'pending' || status?.status === 'none';
  useEffect(() => {
    if (!pending || polls >= PENDING_POLLS) return;
    const timer = setTimeout(() => setPolls((count) => count + 1), PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, polls]);

  const check = useCallback(() => setPolls((count) => count + 1), []);
  return { status, failed, check };
}
