import { useCallback, useEffect, useState } from 'react';
import type { PaymentMethod } from '@store/contracts';
import { useCheckoutApi } from '../../api/checkout-api-context';

/** `Orders/GetPaymentMethods`, with a retry after a failure. */
export function usePaymentMethods() {
  const api = useCheckoutApi();
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    api.paymentMethods().then(
      (loaded) => current && setMethods(loaded),
      () => current && setFailedAttempt(attempt),
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { methods, failed: !methods && failedAttempt === attempt, retry };
}
