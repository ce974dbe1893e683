import { useState } from 'react';
import { paths } from '@store/contracts';
import { Link, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { accountApi } from './account-api';
import styles from '../forms/form.module.css';

export type Feedback =
  | { kind: 'not-active'; email: string }
  | { kind: 'registered'; email: string }
  | { kind: 'password-changed' };

/** The feedback screen's title (spec section 4: canLogin false, or after a password change). */
export function feedbackTitleKey(feedback: Feedback): string {
  if (feedback.kind === 'not-active') return 'feedback.notActiveTitle';
  if (feedback.kind === 'registered') return 'feedback.registeredTitle';
  return 'feedback.passwordChangedTitle';
}

/** What happened and what to do next; an account waiting for activation can ask for the mail again. */
export function AccountFeedback({ feedback }: { feedback: Feedback }) {
  const { t } = useTranslation('account');
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);

  if (feedback.kind === 'password-changed') {
    return (
      <div className={styles.form}>
        <p>{t('feedback.passwordChangedText')}</p>
        <Link to={paths.auth({ mode: 'login' })}>{t('feedback.toLogin')}</Link>
      </div>
    );
  }

  const resend = async () => {
    setBusy(true);
    // The answer is the same whatever the account's state: nothing to tell apart here.
    await accountApi.resendActivation(feedback.email).catch(() => undefined);
    setBusy(false);
    setResent(true);
  };
  const text =
    feedback.kind === 'not-active' ? 'feedback.notActiveText' : 'feedback.registeredText';
  return (
    <div className={styles.form}>
      <p>{t(text, { email: feedback.email })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" busy={busy} onClick={resend}>
          {t('feedback.resend')}
        </Button>
        <Link to={paths.auth({ mode: 'login' })}>{t('feedback.toLogin')}</Link>
        <p role="status" className={styles.status}>
          {resent ? t('feedback.resent') : ''}
        </p>
      </div>
    </div>
  );
}
