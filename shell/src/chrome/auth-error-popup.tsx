import { useEffect, useState } from 'react';
import { on, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { Dialog } from './dialog';

/**
 * Spec section 8: a failed login, registration, external login or activation sets the auth error
 * message and shows this popup. The session emits `session:auth-failed` with the server's message.
 */
export function AuthErrorPopup() {
  const { t } = useTranslation('shell');
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => on('session:auth-failed', (detail) => setMessage(detail.message)), []);
  const close = () => setMessage(null);
  return (
    <Dialog
      open={message !== null}
      role="alertdialog"
      title={t('authError.title')}
      onClose={close}
      actions={<Button onClick={close}>{t('error.accept')}</Button>}
    >
      {message || t('authError.text')}
    </Dialog>
  );
}
