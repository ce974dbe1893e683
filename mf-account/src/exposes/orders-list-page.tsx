import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { OrdersListPage } from '../features/orders/orders-list-page';

export default function OrdersListPageExpose() {
  return (
    <RemoteRoot remote="mf-account" release={__STORE_RELEASE__}>
      <OrdersListPage />
    </RemoteRoot>
  );
}
