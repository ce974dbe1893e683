import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ClipboardEvent,
} from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input whose error message is tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
});

// Keys that move or submit rather than type: kept so the field stays usable from the keyboard.
const NAVIGATION_KEYS = new Set([
  'Tab',
  'Enter',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Spec section 2: number inputs accept only digit keys and Backspace. */
export function acceptsNumberKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>,
): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  return /^[0-9]$/.test(event.key) || event.key === 'Backspace' || NAVIGATION_KEYS.has(event.key);
}

export const NumberField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type' | 'inputMode'>>(
  function NumberField({ onKeyDown, onPaste, ...rest }, ref) {
    return (
      <TextField
        ref={ref}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        onKeyDown={(event) => {
          if (!acceptsNumberKey(event)) event.preventDefault();
          onKeyDown?.(event);
        }}
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
          if (!/^\d+$/.test(event.clipboardData.getData('text'))) event.preventDefault();
          onPaste?.(event);
        }}
        {...rest}
      />
    );
  },
);
