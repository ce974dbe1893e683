import { useState, type FormEvent } from 'react';
import type { User } from '@store/contracts';
import { request, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { NameField, OptionalContactFields } from '../forms/contact-fields';
import { EmailField } from '../forms/email-field';
import { PasswordField } from '../forms/password-field';
import { useForm } from '../forms/use-form';
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
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm(
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
  const emailChanged = !sameEmail(form.values.email, user.email);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!form.valid()) return;
    setBusy(true);
    const { name, email, phoneNumber, company, currentPassword } = form.values;
    const result = await request('session:profile-update-requested', {
      name: name.trim(),
      email: email.trim(),
      phoneNumber: phoneNumber.trim() || null,
      company: company.trim() || null,
      ...(emailChanged ? { currentPassword } : {}),
    });
    setBusy(false);
    if (result.ok) {
      form.setValues((values) => ({ ...values, currentPassword: '' }));
      setStatus({ ok: true, text: t('profile.saved') });
    } else if (isField(result.field)) form.showError(result.field, result.message);
    else setStatus({ ok: false, text: result.message });
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
          {...form.field('currentPassword')}
        />
      )}
      <OptionalContactFields phone={form.field('phoneNumber')} company={form.field('company')} />
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('profile.save')}
        </Button>
        <p role="status" className={status?.ok === false ? styles.problem : styles.status}>
          {status?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
