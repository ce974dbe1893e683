import '../i18n/messages';
import '../i18n/list-messages';
import { RemoteRoot } from '@store/ui';
import { ProductListPage } from '../features/list/product-list-page';

export default function ProductListPageExpose() {
  return (
    <RemoteRoot remote="mf-catalog" release={__STORE_RELEASE__}>
      <ProductListPage />
    </RemoteRoot>
  );
}
