import { useEffect, useState } from 'react';
import { formatDay, type OrderDetail, type OrderTaxDocument } from '@store/contracts';
import { saveFile, StoreApiError, useTranslation, useStore } from '@store/platform';
import { Button } from '@store/ui';
import quoteStyles from '../quotes/quotes.module.css';
import type { OrdersApi } from './orders-api';
import styles from './orders.module.css';

/** While a document is on its way the page asks again every 4 s, for about five minutes. */
const RECHECK_MS = 4_000;
const RECHECKS = 75;

/**
 * The order's electronic invoice (and credit note, once a paid order is cancelled): its PDF once
 * the tax service issued it, else a note that it is on its way (and the page asks again until it
 * is) or, when the tax service refused it, that the store's staff are correcting it (no asking
 * again: that waits for people). Nothing before the order is paid.
 */
export function OrderInvoices({ order, api }: { order: OrderDetail; api: OrdersApi }) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const [shown, setShown] = useState<OrderTaxDocument[]>([]);
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    let rounds = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      api.invoices(order.id).then(
        (documents) => {
          if (!live) return;
          setShown(documents);
          if (documents.some((d) => d.status === 'pending') && rounds++ < RECHECKS)
            timer = setTimeout(() => void load(), RECHECK_MS);
        },
        // Without its documents the order page still works: nothing is shown.
        () => undefined,
      );
    void load();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, order.id]);
  if (shown.length === 0) return null;

  const download = async (invoice: OrderTaxDocument) => {
    try {
      const file = await api.invoicePdf(order.id, invoice.kind);
      saveFile(file, `${invoice.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`);
      setStatus({ kind: 'done', message: t('orders.invoiceDownloaded', { name: invoice.name }) });
    } catch (error) {
      setStatus({
        kind: 'error',
        message: error instanceof StoreApiError ? error.message : String(error),
      });
    }
  };
  const label = (invoice: OrderTaxDocument) =>
    invoice.kind === 'creditNote'
      ? t('orders.downloadCreditNote')
      : order.invoiceType === 'BOLETA'
        ? t('orders.downloadBoleta')
        : t('orders.downloadInvoice');

  return (
    <section className={styles.invoices} aria-label={t('orders.invoices')}>
      <h2 className={styles.subtitle}>{t('orders.invoices')}</h2>
      <ul>
        {shown.map((invoice) => (
          <li key={invoice.id}>
            {invoice.status === 'issued' ? (
              <>
                <p>
                  {invoice.name}
                  {invoice.issuedOn
                    ? ` · ${t('orders.issuedOn', { date: formatDay(invoice.issuedOn, config.environment) })}`
                    : ''}
                </p>
                <Button variant="secondary" onClick={() => void download(invoice)}>
                  {label(invoice)}
                </Button>
              </>
            ) : (
              <p className={quoteStyles.muted}>
                {t(`orders.${invoice.kind}${invoice.status === 'held' ? 'Held' : 'Pending'}`, {
                  store: config.name,
                })}
              </p>
            )}
          </li>
        ))}
      </ul>
      {status && (
        <p role={status.kind === 'error' ? 'alert' : 'status'} className={quoteStyles[status.kind]}>
          {status.message}
        </p>
      )}
    </section>
  );
}
