import { Link, useLocation, useTranslation } from '@store/platform';
import { readListState, writeListState } from './list-query';
import styles from './pagination.module.css';

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(page: number, total: number): (number | null)[] {
  const pages = new Set([1, total, page - 1, page, page + 1].filter((n) => n >= 1 && n <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - (sorted[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation('catalog-list');
  const location = useLocation();
  if (totalPages <= 1) return null;
  const href = (n: number) => {
    const params = writeListState({
      ...readListState(new URLSearchParams(location.search)),
      page: n,
    });
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav className={styles.pagination} aria-label={t('list.pagination')}>
      {page > 1 && (
        <Link to={href(page - 1)} className={styles.step}>
          {t('list.previous')}
        </Link>
      )}
      <ol>
        {pageWindow(page, totalPages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={href(n)}
                aria-label={t('list.page', { page: n })}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < totalPages && (
        <Link to={href(page + 1)} className={styles.step}>
          {t('list.next')}
        </Link>
      )}
    </nav>
  );
}
