import { forwardRef } from 'react';
import { ACCOUNT_TEXT_MAX, PHONE_MAX_LENGTH } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { TextField, type TextFieldProps } from '@store/ui';
import styles from './form.module.css';

type FieldProps = Omit<TextFieldProps, 'label'>;

/** 'Nombre y apellido'. */
export const NameField = forwardRef<HTMLInputElement, FieldProps>(function NameField(props, ref) {
  const { t } = useTranslation('account');
  return (
    <TextField
      ref={ref}
      label={t('fields.name')}
      autoComplete="name"
      maxLength={ACCOUNT_TEXT_MAX}
      {...props}
    />
  );
});

/** Phone and company, side by side on wide screens; both optional. */
export function OptionalContactFields({
  phone,
  company,
}: {
  phone: FieldProps;
  company: FieldProps;
}) {
  const { t } = useTranslation('account');
  const optional = t('fields.optional');
  return (
    <div className={styles.row}>
      <TextField
        label={t('fields.phone')}
        hint={optional}
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        {...phone}
      />
      <TextField
        label={t('fields.company')}
        hint={optional}
        autoComplete="organization"
        maxLength={ACCOUNT_TEXT_MAX}
        {...company}
      />
    </div>
  );
}
