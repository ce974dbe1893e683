import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { ActivatePage } from '../features/auth/activate-page';

export default function ActivatePageExpose() {
  return (
    <RemoteRoot remote="mf-account" release={__STORE_RELEASE__}>
      <ActivatePage />
    </RemoteRoot>
  );
}
