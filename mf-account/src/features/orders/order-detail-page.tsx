import { useMessages, useRequireLogin } from '@store/platform';

/** Spec section 4: a buyer's own page; guests log in first and come back here. */
export function OrderDetailPage() {
  const { t } = useMessages('account');
  if (!useRequireLogin()) return null;
  return <h1>{t('orders.detailTitle')}</h1>;
}
