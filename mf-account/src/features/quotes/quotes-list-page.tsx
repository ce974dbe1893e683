import { formatDay, paths } from '@store/contracts';
import { Link, useRequireLogin, useSearchParams, useStore, useTranslation } from '@store/platform';
import { EmptyState, Price, Spinner, useKeyedLoad } from '@store/ui';
import { ListPager, ListTable } from '../lists/list-parts';
import styles from './quotes.module.css';
import { quotesApi, type QuotesApi } from './quotes-api';

/** /orders/quote/list: the buyer's quotes, newest first, ten a page (`?page=`). */
export function QuotesListPage({ api = quotesApi }: { api?: QuotesApi }) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const allowed = useRequireLogin();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, error } = useKeyedLoad(allowed ? String(page) : null, () => api.list(page));
  if (!allowed) return null;

  const heading = <h1>{t('quotes.title')}</h1>;
  if (error)
    return (
      <div className={styles.page}>
        {heading}
        <p role="alert" className={styles.error}>
          {error}
        </p>
      </div>
    );
  if (data === undefined)
    return (
      <div className={styles.page}>
        {heading}
        <Spinner label={t('quotes.loading')} />
      </div>
    );
  const { items, totalCount, pageSize } = data;
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
      <ListTable
        headings={[
          { label: t('quotes.number') },
          { label: t('quotes.date') },
          { label: t('quotes.validity') },
          { label: t('quotes.total'), amount: true },
        ]}
      >
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
      </ListTable>
      <ListPager label={t('quotes.pages')} page={page} pages={pages} onGo={goTo} />
    </div>
  );
}
