import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { OrderDetailPage } from '../features/orders/order-detail-page';

export default function OrderDetailPageExpose() {
  return (
    <RemoteRoot remote="mf-account" release={__STORE_RELEASE__}>
      <OrderDetailPage />
    </RemoteRoot>
  );
}
