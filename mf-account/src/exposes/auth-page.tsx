import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { AuthPage } from '../features/auth/auth-page';

export default function AuthPageExpose() {
  return (
    <RemoteRoot remote="mf-account" release={__STORE_RELEASE__}>
      <AuthPage />
    </RemoteRoot>
  );
}
