import type { ReactNode } from 'react';
import styles from './pending-figures.module.css';

/**
 * Figures being worked out again (a total, a price): while `pending`, they keep their room,
 * unseen and unread, and `status` shows in the same place. The place is as tall as the figures
 * whichever shows, so what is below them, the button a buyer is about to press, does not move
 * when they arrive: a button that moves between the press and the release loses the click.
 */
export function PendingFigures({
  pending,
  status,
  children,
}: {
  pending: boolean;
  /** What stands in for the figures: a «Calculando…» line, or a live region kept mounted. */
  status: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.place}>
      <div className={pending ? styles.unseen : undefined} aria-hidden={pending || undefined}>
        {children}
      </div>
      {status}
    </div>
  );
}
