import { useState } from 'react';
import { paths } from '@store/contracts';
import { request, useTranslation, useNavigate } from '@store/platform';
import { Button, Dialog } from '@store/ui';
import styles from './profile-page.module.css';

/** Account deletion, after a confirmation that says what is deleted and what is kept. */
export function DeleteAccount({
  email,
  onLeave,
}: {
  email: string;
  onLeave: (leaving: boolean) => void;
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const remove = async () => {
    setBusy(true);
    setProblem(null);
    onLeave(true);
    const result = await request('session:account-delete-requested', {});
    setBusy(false);
    if (result.ok) navigate(paths.home(), { replace: true });
    else {
      onLeave(false);
      setProblem(result.message);
    }
  };
  const close = () => !busy && setConfirming(false);

  return (
    <section className={styles.danger} aria-labelledby="delete-account">
      <h2 id="delete-account">{t('profile.dangerTitle')}</h2>
      <p>{t('profile.dangerText')}</p>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        {t('profile.delete')}
      </Button>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={t('profile.confirmTitle')}
        onClose={close}
        actions={
          <>
            <Button variant="ghost" onClick={close} disabled={busy}>
              {t('profile.cancel')}
            </Button>
            <Button className={styles.deleteButton} busy={busy} onClick={remove}>
              {t('profile.confirmDelete')}
            </Button>
          </>
        }
      >
        <p>{t('profile.confirmText', { email })}</p>
        {problem ? <p role="alert">{problem}</p> : null}
      </Dialog>
    </section>
  );
}
