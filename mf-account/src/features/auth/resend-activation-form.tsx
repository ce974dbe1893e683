import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { EmailField } from '../forms/email-field';
import { useAccountForm } from '../forms/use-account-form';
import { emailProblem } from '../forms/validation';
import { accountApi } from './account-api';
import styles from '../forms/form.module.css';

/** A new activation link for an e-mail (the answer never tells whether the account exists). */
export function ResendActivationForm() {
  const { t } = useTranslation('account');
  const form = useAccountForm({ email: '' }, (values) => ({ email: emailProblem(values.email) }));

  const submit = form.handleSubmit(async ({ email }) => {
    await accountApi.resendActivation(email.trim()).catch(() => undefined);
  });
  const { isSubmitting, isSubmitSuccessful } = form.formState;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t('activate.resendIntro')}</p>
      <EmailField {...form.field('email')} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" busy={isSubmitting}>
          {t('activate.resendSubmit')}
        </Button>
        <p role="status" className={styles.status}>
          {isSubmitSuccessful ? t('feedback.resent') : ''}
        </p>
      </div>
    </form>
  );
}
