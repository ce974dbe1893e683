import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { HomePage } from '../features/home/home-page';

export default function HomePageExpose() {
  return (
    <RemoteRoot remote="mf-catalog" release={__STORE_RELEASE__}>
      <HomePage />
    </RemoteRoot>
  );
}
