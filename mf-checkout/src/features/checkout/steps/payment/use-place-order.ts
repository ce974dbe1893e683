import { useRef, useState } from 'react';
import { v4 as newKey } from 'uuid';
import { paths, type CartContents, type PaymentData } from '@store/contracts';
import {
  emit,
  isLoggedIn,
  StoreApiError,
  useTranslation,
  useNavigate,
  useSession,
  useStore,
} from '@store/platform';
import { useCheckoutApi } from '../../api/checkout-api-context';
import { orderRequest } from '../../state/build-requests';
import { EMPTY_CHECKOUT, type CheckoutData } from '../../state/checkout-data';
import { leaveCheckout } from '../../state/direct-snapshot';
import { saveLastDetails } from '../../state/last-details';
import { useCheckout } from '../../state/use-checkout';

/**
 * Places the order (`CompleteOrder`), then records how it is paid (`UpdateOrderPayment`). One
 * submission keeps its Idempotency-Key in the checkout's storage, so a double click, a retry after
 * a network failure or a reload mid-request all send the same key: one order.
 */
export function usePlaceOrder(contents: CartContents) {
  const { t } = useTranslation('checkout');
  const api = useCheckoutApi();
  const { tenant } = useStore();
  const owner = useSession().user?.userId ?? 0;
  const loggedIn = isLoggedIn(useSession());
  const navigate = useNavigate();
  const { data, update } = useCheckout();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const finish = (done: CheckoutData, orderId: number) => {
    saveLastDetails(tenant, owner, { billing: data.billing, addressee: data.addressee });
    leaveCheckout(tenant, { ordered: true });
    update(() => done);
    return orderId;
  };

  const submit = async (payment: PaymentData) => {
    if (running.current || !loggedIn) return;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const request = orderRequest(data, contents);
      const fingerprint = JSON.stringify(request);
      const attempt =
        data.attempt?.fingerprint === fingerprint ? data.attempt : { key: newKey(), fingerprint };
      update((current) => ({ ...current, attempt, payment }));
      const order = await api.completeOrder(request, attempt.key);
      emit('checkout:order-placed', { orderId: order.id, mode: contents.mode });
      if (payment.method === 'MP') {
        finish({ ...EMPTY_CHECKOUT, order }, order.id);
        navigate(paths.payOrder(order.id));
        return;
      }
      const placed = await api.updateOrderPayment(
        {
          orderId: order.id,
          method: payment.method as 'TRF' | 'CHQ',
          cheque: payment.cheque ?? null,
        },
        `${attempt.key}:payment`,
      );
      if (placed.method !== 'MP') finish({ ...EMPTY_CHECKOUT, order, placed }, order.id);
    } catch (failure) {
      // Spec section 8: a 422 carries the server's reason; anything else gets a clear retry hint.
      const refused = failure instanceof StoreApiError && failure.status === 422;
      setError(refused ? failure.message : t('payment.failed'));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { submit, busy, error };
}
