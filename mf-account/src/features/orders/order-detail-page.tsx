import { useMessages } from '@store/platform';

export function OrderDetailPage() {
  const { t } = useMessages('account');
  return <h1>{t('orders.detailTitle')}</h1>;
}
