import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** A page or section with nothing to show: what happened and where to go instead. */
export function EmptyState({
  title,
  text,
  actions,
  headingLevel = 1,
}: {
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.empty}>
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
