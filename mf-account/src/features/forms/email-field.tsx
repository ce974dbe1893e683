import { forwardRef } from 'react';
import { EMAIL_MAX_LENGTH } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { TextField, type TextFieldProps } from '@store/ui';

/** 'Correo electrónico', with the keyboard and autofill of an e-mail. */
export const EmailField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'label' | 'type'>>(
  function EmailField(props, ref) {
    const { t } = useTranslation('account');
    return (
      <TextField
        ref={ref}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX_LENGTH}
        {...props}
      />
    );
  },
);
