import { useKeyedLoad } from '@store/platform';
import { useCheckoutApi } from '../../api/checkout-api-context';

/** `Orders/GetPaymentMethods`, with a retry after a failure. */
export function usePaymentMethods() {
  const api = useCheckoutApi();
  const { data, error, reload } = useKeyedLoad('payment-methods', () => api.paymentMethods());
  return { methods: data ?? null, failed: error !== null, retry: reload };
}
