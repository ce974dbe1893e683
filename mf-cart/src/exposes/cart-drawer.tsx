import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { CartDrawer } from '../features/drawer/cart-drawer';

export default function CartDrawerExpose() {
  return (
    <RemoteRoot remote="mf-cart" release={__STORE_RELEASE__}>
      <CartDrawer />
    </RemoteRoot>
  );
}
