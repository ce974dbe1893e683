import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX_LENGTH } from '@store/contracts';
import { toStoreApiError, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { PasswordField } from '../forms/password-field';
import { useAccountForm } from '../forms/use-account-form';
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
  const [problem, setProblem] = useState<string | null>(null);
  const form = useAccountForm({ password: '', repeated: '' }, (values) => ({
    password: newPasswordProblem(values.password),
    repeated: repeatedPasswordProblem(values.password, values.repeated),
  }));

  const save = form.handleSubmit(async ({ password }) => {
    try {
      await accountApi.resetPassword({ email, resetCode, password });
      onChanged();
    } catch (error) {
      const failure = toStoreApiError(error);
      if (failure.field === 'password') form.showError('password', failure.message);
      else setProblem(failure.message);
    }
  });
  // A new try starts without the last one's message.
  const submit = (event: FormEvent) => {
    setProblem(null);
    return save(event);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.field('password')}
      />
      <PasswordField
        label={t('fields.repeatPassword')}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.field('repeated')}
      />
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <Button type="submit" busy={form.formState.isSubmitting} block>
        {t('reset.confirmSubmit')}
      </Button>
    </form>
  );
}
