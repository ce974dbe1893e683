import { useCheckoutApi } from '../../api/checkout-api-context';
import { useKeyedLoad } from '@store/ui';

/** `Orders/GetPaymentMethods`, with a retry after a failure. */
export function usePaymentMethods() {
  const api = useCheckoutApi();
  const { data, error, reload } = useKeyedLoad('payment-methods', () => api.paymentMethods());
  return { methods: data ?? null, failed: error !== null, retry: reload };
}
