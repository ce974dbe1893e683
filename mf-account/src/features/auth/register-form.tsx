import { PASSWORD_MAX_LENGTH } from '@store/contracts';
import { emit, toStoreApiError, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { PasswordField } from '../forms/password-field';
import { NameField, OptionalContactFields } from '../forms/contact-fields';
import { EmailField } from '../forms/email-field';
import { useAccountForm } from '../forms/use-account-form';
import {
  companyProblem,
  emailProblem,
  nameProblem,
  newPasswordProblem,
  phoneProblem,
} from '../forms/validation';
import { accountApi } from './account-api';
import styles from '../forms/form.module.css';

const FIELDS = ['name', 'email', 'password', 'phoneNumber', 'company'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | null): name is Field => FIELDS.includes(name as Field);

/** A new account: it cannot log in until the e-mail is confirmed (spec section 4). */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('account');
  const form = useAccountForm(
    { name: '', email: '', password: '', phoneNumber: '', company: '' },
    (v) => ({
      name: nameProblem(v.name),
      email: emailProblem(v.email),
      password: newPasswordProblem(v.password),
      phoneNumber: phoneProblem(v.phoneNumber),
      company: companyProblem(v.company),
    }),
  );

  const submit = form.handleSubmit(async ({ name, email, password, phoneNumber, company }) => {
    try {
      await accountApi.register({
        name: name.trim(),
        email: email.trim(),
        password,
        phoneNumber: phoneNumber.trim() || null,
        company: company.trim() || null,
      });
      onRegistered(email.trim());
    } catch (error) {
      // Spec section 8: a failed registration shows the auth error popup.
      const failure = toStoreApiError(error);
      emit('session:auth-failed', { message: failure.message });
      if (isField(failure.field)) form.showError(failure.field, failure.message);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NameField {...form.field('name')} />
      <EmailField {...form.field('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.field('password')}
      />
      <OptionalContactFields phone={form.field('phoneNumber')} company={form.field('company')} />
      <Button type="submit" busy={form.formState.isSubmitting} block>
        {t('auth.submitRegister')}
      </Button>
    </form>
  );
}
