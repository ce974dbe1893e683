import { useState, type FormEvent } from 'react';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { EmailField } from '../forms/email-field';
import { useForm } from '../forms/use-form';
import { emailProblem } from '../forms/validation';
import { accountApi } from './account-api';
import styles from '../forms/form.module.css';

/** A new activation link for an e-mail (the answer never tells whether the account exists). */
export function ResendActivationForm() {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const form = useForm({ email: '' }, (values) => ({ email: emailProblem(values.email) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.valid()) return;
    setBusy(true);
    await accountApi.resendActivation(form.values.email.trim()).catch(() => undefined);
    setBusy(false);
    setSent(true);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('activate.resendIntro')}</p>
      <EmailField {...form.field('email')} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={busy}>
          {t('activate.resendSubmit')}
        </Button>
        <p role="status" className={styles.status}>
          {sent ? t('feedback.resent') : ''}
        </p>
      </div>
    </form>
  );
}
