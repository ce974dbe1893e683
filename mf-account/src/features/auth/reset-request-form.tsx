import { useState, type FormEvent } from 'react';
import { toStoreApiError, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { EmailField } from '../forms/email-field';
import { useForm } from '../forms/use-form';
import { emailProblem } from '../forms/validation';
import { accountApi } from './account-api';
import styles from '../forms/form.module.css';

/** The e-mail to send a reset link to; the same answer whether an account has it or not. */
export function ResetRequestForm({ onRequested }: { onRequested: (email: string) => void }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const form = useForm({ email: '' }, (values) => ({ email: emailProblem(values.email) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.valid()) return;
    setBusy(true);
    const email = form.values.email.trim();
    try {
      await accountApi.requestPasswordReset(email);
      onRequested(email);
    } catch (error) {
      form.showError('email', toStoreApiError(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField {...form.field('email')} />
      <Button type="submit" busy={busy} block>
        {t('reset.requestSubmit')}
      </Button>
    </form>
  );
}
