import { useState, type FormEvent } from 'react';
import type { User } from '@store/contracts';
import { request, useMessages } from '@store/platform';
import { Button } from '@store/ui';
import { NameField, OptionalContactFields } from '../forms/contact-fields';
import { EmailField } from '../forms/email-field';
import { useForm } from '../forms/use-form';
import { companyProblem, emailProblem, nameProblem, phoneProblem } from '../forms/validation';
import styles from '../forms/form.module.css';

const FIELDS = ['name', 'email', 'phoneNumber', 'company'] as const;
type Field = (typeof FIELDS)[number];
const isField = (name: string | null): name is Field => FIELDS.includes(name as Field);

/** Spec section 7 `Account/UpdateProfile`: name, e-mail, phone and company. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useMessages('account');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm(
    {
      name: user.fullName,
      email: user.email,
      phoneNumber: user.phoneNumber ?? '',
      company: user.company ?? '',
    },
    (v) => ({
      name: nameProblem(v.name),
      email: emailProblem(v.email),
      phoneNumber: phoneProblem(v.phoneNumber),
      company: companyProblem(v.company),
    }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    if (!form.valid()) return;
    setBusy(true);
    const { name, email, phoneNumber, company } = form.values;
    const result = await request('session:profile-update-requested', {
      name: name.trim(),
      email: email.trim(),
      phoneNumber: phoneNumber.trim() || null,
      company: company.trim() || null,
    });
    setBusy(false);
    if (result.ok) setStatus({ ok: true, text: t('profile.saved') });
    else if (isField(result.field)) form.showError(result.field, result.message);
    else setStatus({ ok: false, text: result.message });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <NameField {...form.field('name')} />
      <EmailField {...form.field('email')} />
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
