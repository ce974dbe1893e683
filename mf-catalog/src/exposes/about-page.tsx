import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { AboutPage } from '../features/pages/store-pages';

export default function AboutPageExpose() {
  return (
    <RemoteRoot remote="mf-catalog" release={__STORE_RELEASE__}>
      <AboutPage />
    </RemoteRoot>
  );
}
