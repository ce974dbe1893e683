import type { ReactNode } from 'react';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import styles from '../quotes/quotes.module.css';

/** The buyer's history tables (orders, quotes): column headings, the amount column right-aligned. */
export function ListTable({
  headings,
  children,
}: {
  headings: { label: string; amount?: boolean }[];
  children: ReactNode;
}) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          {headings.map(({ label, amount }) => (
            <th key={label} scope="col" className={amount ? styles.amount : undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Previous and next under a history table, once there is more than one page. */
export function ListPager({
  label,
  page,
  pages,
  onGo,
}: {
  label: string;
  page: number;
  pages: number;
  onGo: (page: number) => void;
}) {
  const { t } = useTranslation('account');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        {t('quotes.previous')}
      </Button>
      <span>{t('quotes.pageOf', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onGo(page + 1)}>
        {t('quotes.next')}
      </Button>
    </nav>
  );
}
