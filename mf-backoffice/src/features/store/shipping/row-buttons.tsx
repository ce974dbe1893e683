import type { InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '@store/ui';
import styles from '../../layout/backoffice.module.css';
import type { FieldBinding } from '../../layout/use-field-form';
import type { ShippingTexts } from './shipping-texts';

/** What each part of the shipping form takes: its fields and how to change them. */
export interface ShippingPartProps {
  texts: ShippingTexts;
  provinces: { id: string; name: string }[];
  /** «Provincia» (Argentina) or «Región» (Chile). */
  place: string;
  bind: (field: string) => FieldBinding;
  bindCheck: (field: string) => Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'checked'> & {
    onChange: (event: { target: { checked: boolean } }) => void;
  };
  edit: (change: (texts: ShippingTexts) => ShippingTexts) => void;
}

/** The button under a list that adds one more (a band, a zone, a branch, a carrier). */
export function AddRow({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <Button type="button" variant="secondary" size="small" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}

/** A row's «Quitar»: its name says which row, as the column header is far away. */
export function RemoveRow({
  label,
  onClick,
  disabled = false,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="small"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      Quitar
    </Button>
  );
}
