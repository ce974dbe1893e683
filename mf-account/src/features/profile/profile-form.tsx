import { useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, type User } from '@store/contracts';
import { request, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { NameField, OptionalContactFields } from '../forms/contact-fields';
import { EmailField } from '../forms/email-field';
import { PasswordField } from '../forms/password-field';
import { useAccountForm } from '../forms/use-account-form';
import {
  companyProblem,
  currentPasswordProblem,
  emailProblem,
  nameProblem,
  phoneProblem,
} from '../forms/validation';
import styles from '../forms/form.module.css';

const FIELDS = ['name', 'email', 'phoneNumber', 'company', 'currentPassword'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | null): name is Field => FIELDS.includes(name as Field);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec section 7 `Account/UpdateProfile`: name, e-mail, phone and company. A new e-mail also asks
 * for the current password (the API refuses the change without it).
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useAccountForm(
    {
      name: user.fullName,
      email: user.email,
      phoneNumber: user.phoneNumber ?? '',
      company: user.company ?? '',
      currentPassword: '',
    },
    (v) => ({
      name: nameProblem(v.name),
      email: emailProblem(v.email),
      phoneNumber: phoneProblem(v.phoneNumber),
      company: companyProblem(v.company),
      currentPassword: sameEmail(v.email, user.email)
        ? null
        : currentPasswordProblem(v.currentPassword),
    }),
  );
  const emailChanged = !sameEmail(useWatch({ control: form.control, name: 'email' }), user.email);

  const save = form.handleSubmit(async ({ name, email, phoneNumber, company, currentPassword }) => {
    const result = await request('session:profile-update-requested', {
      name: name.trim(),
      email: email.trim(),
      phoneNumber: phoneNumber.trim() || null,
      company: company.trim() || null,
      ...(sameEmail(email, user.email) ? {} : { currentPassword }),
    });
    if (result.ok) {
      form.setValue('currentPassword', '');
      setStatus({ ok: true, text: t('profile.saved') });
    } else if (isField(result.field)) form.showError(result.field, result.message);
    else setStatus({ ok: false, text: result.message });
  });
  // A new try starts without the last one's message.
  const submit = (event: FormEvent) => {
    setStatus(null);
    return save(event);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NameField {...form.field('name')} />
      <EmailField {...form.field('email')} />
      {emailChanged && (
        <PasswordField
          label={t('profile.currentPassword')}
          hint={t('profile.currentPasswordHint')}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...form.field('currentPassword')}
        />
      )}
      <OptionalContactFields phone={form.field('phoneNumber')} company={form.field('company')} />
      <div className={styles.actions}>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('profile.save')}
        </Button>
        <p role="status" className={status?.ok === false ? styles.problem : styles.status}>
          {status?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
