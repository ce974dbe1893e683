import { useState, type FormEvent } from 'react';
import { toStoreApiError, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { PasswordField } from '../forms/password-field';
import { useForm } from '../forms/use-form';
import { newPasswordProblem, repeatedPasswordProblem } from '../forms/validation';
import { accountApi } from './account-api';
import styles from '../forms/form.module.css';

/** The new password, twice; the server checks the link's code and refuses common passwords. */
export function ResetConfirmForm({
  email,
  resetCode,
  onChanged,
}: {
  email: string;
  resetCode: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ password: '', repeated: '' }, (values) => ({
    password: newPasswordProblem(values.password),
    repeated: repeatedPasswordProblem(values.password, values.repeated),
  }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!form.valid()) return;
    setBusy(true);
    try {
      await accountApi.resetPassword({ email, resetCode, password: form.values.password });
      onChanged();
    } catch (error) {
      const failure = toStoreApiError(error);
      if (failure.field === 'password') form.showError('password', failure.message);
      else setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        maxLength={256}
        {...form.field('password')}
      />
      <PasswordField
        label={t('fields.repeatPassword')}
        autoComplete="new-password"
        maxLength={256}
        {...form.field('repeated')}
      />
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={busy} block>
        {t('reset.confirmSubmit')}
      </Button>
    </form>
  );
}
