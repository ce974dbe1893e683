import '../i18n/messages';
import { RemoteRoot } from '@store/ui';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

export default function ResetPasswordPageExpose() {
  return (
    <RemoteRoot remote="mf-account" release={__STORE_RELEASE__}>
      <ResetPasswordPage />
    </RemoteRoot>
  );
}
