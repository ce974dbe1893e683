import { forwardRef, useState } from 'react';
import { useTranslation } from '@store/platform';
import { TextField, type TextFieldProps } from '@store/ui';
import styles from './password-field.module.css';

/** A password input with a button that shows what was typed (fewer typos than a second field). */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation('account');
    const [shown, setShown] = useState(false);
    return (
      <div className={styles.password}>
        <TextField ref={ref} type={shown ? 'text' : 'password'} {...props} />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('fields.hidePassword') : t('fields.showPassword')}
        </button>
      </div>
    );
  },
);
