import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | null;
  hint?: string;
  /** The `<option>`s (and `<optgroup>`s). */
  children: ReactNode;
}

/**
 * A labelled native `<select>` drawn like `TextField`, its hint and error tied to it for screen
 * readers. Native, so phones show their own picker and short lists need no script.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className, children, ...rest },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} {...rest}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
});
