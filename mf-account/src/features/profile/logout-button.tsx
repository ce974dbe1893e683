import { useState } from 'react';
import { paths } from '@store/contracts';
import { request, useTranslation, useNavigate } from '@store/platform';
import { Button } from '@store/ui';

/** Spec section 4: logout ends the session (the shell clears it and sets a guest) and goes home. */
export function LogoutButton({ onLeave }: { onLeave: (leaving: boolean) => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    onLeave(true);
    await request('session:logout-requested', {});
    navigate(paths.home(), { replace: true });
  };
  return (
    <Button variant="secondary" size="small" busy={busy} onClick={logout}>
      {t('profile.logout')}
    </Button>
  );
}
