import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { PolicyPage } from '../features/pages/store-pages';

export default function PolicyPageExpose() {
  return (
    <RemoteRoot remote="mf-catalog" release={__STORE_RELEASE__}>
      <PolicyPage />
    </RemoteRoot>
  );
}
