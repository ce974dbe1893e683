import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './select-field.module.css';

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  /** Label beside the select instead of above it (toolbars). */
  inline?: boolean;
  /** Shown under the select and tied to it for screen readers. */
  note?: ReactNode;
  children: ReactNode;
}

/** A labelled select in the store's look; every choice of the catalogue uses it. */
export function SelectField({ label, inline = false, note, children, ...rest }: Props) {
  const id = useId();
  return (
    <div className={inline ? styles.inline : styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-describedby={note ? `${id}-note` : undefined} {...rest}>
        {children}
      </select>
      {note && <div id={`${id}-note`}>{note}</div>}
    </div>
  );
}
