import { useId, type ReactNode } from 'react';
import { Modal } from './modal';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** `alertdialog` for messages the user must acknowledge. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog (a native `<dialog>`, see `Modal`): labelled by its title, closed by its close
 * icon, Escape or the backdrop; the page behind is inert and focus returns to its opener.
 */
export function Dialog({ open, title, onClose, children, actions, role }: DialogProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <Modal className={styles.dialog} role={role} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Cerrar" onClick={onClose}>
            ×
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </Modal>
  );
}
