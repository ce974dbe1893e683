import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

interface FrameProps {
  id: string | undefined;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  /** The control, given its id and the ids of the messages that describe it. */
  children: (control: {
    id: string;
    className: string | undefined;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A field's label above its control, with a hint and an error tied to it for screen readers. */
export function FieldFrame({ id, label, error, hint, className, children }: FrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy =
    [error && `${controlId}-error`, hint && `${controlId}-hint`].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children({
        id: controlId,
        className: styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <span id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${controlId}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
