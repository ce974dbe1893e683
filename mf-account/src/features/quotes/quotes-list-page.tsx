import { paths } from '@store/contracts';
import { Link, useMessages, useRequireLogin, useSearchParams, useStore } from '@store/platform';
import { Button, EmptyState, Price, Spinner } from '@store/ui';
import { formatDay } from './quote-format';
import styles from './quotes.module.css';
import { quotesApi, type QuotesApi } from './quotes-api';
import { useLoaded } from './use-loaded';

/** /orders/quote/list: the buyer's quotes, newest first, ten a page (`?page=`). */
export function QuotesListPage({ api = quotesApi }: { api?: QuotesApi }) {
  const { t } = useMessages('account');
  const { config } = useStore();
  const allowed = useRequireLogin();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const loaded = useLoaded(allowed ? () => api.list(page) : null, String(page));
  if (!allowed) return null;

  const heading = <h1>{t('quotes.title')}</h1>;
  if (loaded.state === 'loading')
    return (
      <div className={styles.page}>
        {heading}
        <Spinner label={t('quotes.loading')} />
      </div>
    );
  if (loaded.state === 'failed')
    return (
      <div className={styles.page}>
        {heading}
        <p role="alert" className={styles.error}>
          {loaded.message}
        </p>
      </div>
    );
  const { items, totalCount, pageSize } = loaded.value;
  if (!totalCount)
    return (
      <EmptyState
        title={t('quotes.emptyTitle')}
        text={t('quotes.emptyText')}
        actions={<Link to={paths.shoppingCart()}>{t('quotes.toCart')}</Link>}
      />
    );
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const goTo = (next: number) => setSearch(next === 1 ? {} : { page: String(next) });
  return (
    <div className={styles.page}>
      {heading}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('quotes.number')}</th>
            <th scope="col">{t('quotes.date')}</th>
            <th scope="col">{t('quotes.validity')}</th>
            <th scope="col" className={styles.amount}>
              {t('quotes.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((quote) => (
            <tr key={quote.id}>
              <th scope="row">
                {/* The column says 'Número': the short form keeps a narrow screen readable. */}
                <Link
                  to={paths.quoteDetail({ id: quote.id })}
                  aria-label={t('quotes.numbered', { number: quote.number })}
                >
                  {t('quotes.numberShort', { number: quote.number })}
                </Link>
              </th>
              <td>{formatDay(quote.createdAt, config.environment)}</td>
              <td>
                {quote.status === 'convertida' ? (
                  t('quotes.converted')
                ) : quote.status === 'vencida' ? (
                  <span className={styles.expired}>{t('quotes.expired')}</span>
                ) : (
                  t('quotes.validUntil', { date: formatDay(quote.validUntil, config.environment) })
                )}
              </td>
              <td className={styles.amount}>
                <Price value={quote.total} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('quotes.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
            {t('quotes.previous')}
          </Button>
          <span>{t('quotes.pageOf', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => goTo(page + 1)}>
            {t('quotes.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
