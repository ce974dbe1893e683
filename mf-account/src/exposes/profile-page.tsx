import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { ProfilePage } from '../features/profile/profile-page';

export default function ProfilePageExpose() {
  return (
    <RemoteRoot remote="mf-account" release={__STORE_RELEASE__}>
      <ProfilePage />
    </RemoteRoot>
  );
}
