import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { CheckoutPage } from '../features/checkout/checkout-page';

export default function CheckoutPageExpose() {
  return (
    <RemoteRoot remote="mf-checkout" release={__STORE_RELEASE__}>
      <CheckoutPage />
    </RemoteRoot>
  );
}
