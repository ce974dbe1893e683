import { formatDay, paths } from '@store/contracts';
import { Link, useRequireLogin, useSearchParams, useStore, useTranslation } from '@store/platform';
import { Spinner, useKeyedLoad } from '@store/ui';
import { QuoteActions } from './quote-actions';
import { QuoteLines, QuoteTotals } from './quote-lines';
import styles from './quotes.module.css';
import { quotesApi, type QuotesApi } from './quotes-api';

/** /orders/quote/detail?id=: one quote, its lines and totals, and what the buyer can do with it. */
export function QuoteDetailPage({ api = quotesApi }: { api?: QuotesApi }) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const allowed = useRequireLogin();
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const { data: quote, error } = useKeyedLoad(allowed && id ? id : null, () => api.get(id));
  if (!allowed) return null;

  const back = <Link to={paths.quotesList()}>{t('quotes.back')}</Link>;
  if (!id || error)
    return (
      <div className={styles.page}>
        <h1>{t('quotes.detailTitle')}</h1>
        <p role="alert" className={styles.error}>
          {error ?? t('quotes.missing')}
        </p>
        {back}
      </div>
    );
  if (quote === undefined)
    return (
      <div className={styles.page}>
        <h1>{t('quotes.detailTitle')}</h1>
        <Spinner label={t('quotes.loadingOne')} />
      </div>
    );
  const expired = quote.status === 'vencida';
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('quotes.numbered', { number: quote.number })}</h1>
        {back}
      </header>
      <p className={styles.muted}>
        {t('quotes.issued', { date: formatDay(quote.createdAt, config.environment) })} ·{' '}
        {quote.status === 'convertida' ? (
          t('quotes.converted')
        ) : expired ? (
          <span className={styles.expired}>{t('quotes.expired')}</span>
        ) : (
          t('quotes.validUntil', { date: formatDay(quote.validUntil, config.environment) })
        )}
      </p>
      <p className={styles.muted}>
        {t('quotes.for', {
          buyer: [quote.buyer.fullName, quote.buyer.company].filter(Boolean).join(' · '),
        })}
      </p>
      {expired && <p className={styles.notice}>{t('quotes.expiredText')}</p>}
      {quote.orderId !== null && (
        <p className={styles.notice}>
          {t('quotes.convertedText')}{' '}
          <Link to={paths.orderDetail(quote.orderId)}>{t('quotes.seeOrder')}</Link>
        </p>
      )}
      <QuoteLines quote={quote} />
      <QuoteTotals totals={quote.totals} />
      <section>
        <h2 className={styles.subtitle}>{t('quotes.terms')}</h2>
        <p className={styles.muted}>{quote.terms}</p>
      </section>
      <QuoteActions quote={quote} api={api} />
    </div>
  );
}
