import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { ConfirmPurchasePage } from '../features/confirm-purchase/confirm-purchase-page';

export default function ConfirmPurchasePageExpose() {
  return (
    <RemoteRoot remote="mf-checkout" release={__STORE_RELEASE__}>
      <ConfirmPurchasePage />
    </RemoteRoot>
  );
}
