import { useId } from 'react';
import type { FieldBinding } from '../../layout/use-field-form';
import look from '../store.module.css';

/**
 * A field inside a table's cell: the column's header is far from it, so its name says it all
 * (`Precio hasta 1000 g, zona amba (Andreani)`), and its error is tied to it under the input.
 */
export function CellInput({
  label,
  binding,
  inputMode = 'decimal',
  disabled = false,
}: {
  label: string;
  binding: FieldBinding;
  inputMode?: 'decimal' | 'numeric';
  /** A zone the carrier skips: its figures are kept in the form, not sent. */
  disabled?: boolean;
}) {
  const id = useId();
  const { error, ...input } = binding;
  return (
    <>
      <input
        id={id}
        {...input}
        inputMode={inputMode}
        disabled={disabled}
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <span id={`${id}-error`} className={look.cellError}>
          {error}
        </span>
      )}
    </>
  );
}
