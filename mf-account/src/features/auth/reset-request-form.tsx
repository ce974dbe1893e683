import { toStoreApiError, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { EmailField } from '../forms/email-field';
import { useAccountForm } from '../forms/use-account-form';
import { emailProblem } from '../forms/validation';
import { accountApi } from './account-api';
import styles from '../forms/form.module.css';

/** The e-mail to send a reset link to; the same answer whether an account has it or not. */
export function ResetRequestForm({ onRequested }: { onRequested: (email: string) => void }) {
  const { t } = useTranslation('account');
  const form = useAccountForm({ email: '' }, (values) => ({ email: emailProblem(values.email) }));

  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    try {
      await accountApi.requestPasswordReset(email);
      onRequested(email);
    } catch (error) {
      form.showError('email', toStoreApiError(error).message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <EmailField {...form.field('email')} />
      <Button type="submit" busy={form.formState.isSubmitting} block>
        {t('reset.requestSubmit')}
      </Button>
    </form>
  );
}
