import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { ShoppingCartPage } from '../features/cart-page/shopping-cart-page';

export default function ShoppingCartPageExpose() {
  return (
    <RemoteRoot remote="mf-cart" release={__STORE_RELEASE__}>
      <ShoppingCartPage />
    </RemoteRoot>
  );
}
