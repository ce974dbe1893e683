import { useMessages } from '@store/platform';

export function OrdersListPage() {
  const { t } = useMessages('account');
  return <h1>{t('orders.title')}</h1>;
}
