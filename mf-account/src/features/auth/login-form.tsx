import { paths, PASSWORD_MAX_LENGTH } from '@store/contracts';
import { Link, request, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { PasswordField } from '../forms/password-field';
import { EmailField } from '../forms/email-field';
import { useAccountForm } from '../forms/use-account-form';
import { emailProblem, loginPasswordProblem } from '../forms/validation';
import styles from '../forms/form.module.css';

/**
 * E-mail and password (labels and button named as every e-2-e expects). The shell logs in: on
 * success the session changes and the page moves on; a refusal shows the auth error popup.
 */
export function LoginForm({ onNotActive }: { onNotActive: (email: string) => void }) {
  const { t } = useTranslation('account');
  const form = useAccountForm({ email: '', password: '' }, (values) => ({
    email: emailProblem(values.email),
    password: loginPasswordProblem(values.password),
  }));

  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    const result = await request('session:login-requested', { email, password: values.password });
    if (result.ok && !result.canLogin) onNotActive(email);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField {...form.field('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.field('password')}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={form.formState.isSubmitting} block>
          {t('auth.submitLogin')}
        </Button>
        <Link to={paths.resetPassword()}>{t('auth.forgot')}</Link>
      </div>
    </form>
  );
}
