import '../i18n/messages';
import '../i18n/list-messages';
import '../i18n/detail-messages';
import { RemoteRoot } from '@store/ui';
import { ProductDetailPage } from '../features/detail/product-detail-page';

export default function ProductDetailPageExpose() {
  return (
    <RemoteRoot remote="mf-catalog" release={__STORE_RELEASE__}>
      <ProductDetailPage />
    </RemoteRoot>
  );
}
