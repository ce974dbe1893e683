import { useTranslation, useRequireLogin, useSearchParams } from '@store/platform';
import { ProgressBar } from '@store/ui';
import { PaymentResult } from './payment-result';
import { PayRedirect } from './pay-redirect';

/** What marks the way back from the provider: ours, or the provider's own return query. */
const RETURN_PARAMS = ['result', 'payment_id', 'status'];

/**
 * `/confirm-purchase` (spec section 2): `?orderId=` sends the buyer to the card provider;
 * `?orderId=&result=1` (or the provider's `payment_id`/`status`) is where the provider sends them
 * back: the payment result page.
 */
export function ConfirmPurchasePage() {
  const { t } = useTranslation('checkout');
  const allowed = useRequireLogin();
  const [query] = useSearchParams();
  const orderId = Number(query.get('orderId'));
  if (!allowed) return <ProgressBar label={t('loading')} />;
  if (!Number.isInteger(orderId) || orderId <= 0) {
    return <p role="alert">{t('confirm.failed')}</p>;
  }
  const returned = RETURN_PARAMS.some((name) => query.has(name));
  return returned ? <PaymentResult orderId={orderId} /> : <PayRedirect orderId={orderId} />;
}
