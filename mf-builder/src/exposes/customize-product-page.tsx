import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { CustomizeProductPage } from '../features/editor/customize-product-page';

export default function CustomizeProductPageExpose() {
  return (
    <RemoteRoot remote="mf-builder" release={__STORE_RELEASE__}>
      <CustomizeProductPage />
    </RemoteRoot>
  );
}
