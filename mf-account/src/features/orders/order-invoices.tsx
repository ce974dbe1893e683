import { useState } from 'react';
import type { OrderDetail, OrderTaxDocument } from '@store/contracts';
import { saveFile, StoreApiError, useMessages, useStore } from '@store/platform';
import { Button } from '@store/ui';
import { formatDay } from '../quotes/quote-format';
import quoteStyles from '../quotes/quotes.module.css';
import { useLoaded } from '../quotes/use-loaded';
import type { OrdersApi } from './orders-api';
import styles from './orders.module.css';

/**
 * The order's electronic invoice (and credit note, once a paid order is cancelled): its PDF once
 * the tax service issued it, else a note that it is on its way. Nothing before the order is paid.
 */
export function OrderInvoices({ order, api }: { order: OrderDetail; api: OrdersApi }) {
  const { t } = useMessages('account');
  const { config } = useStore();
  const loaded = useLoaded(() => api.invoices(order.id), `${order.id}:${order.paymentStatus}`);
  const [status, setStatus] = useState<{ kind: 'done' | 'error'; message: string } | null>(null);
  if (loaded.state !== 'ready' || loaded.value.length === 0) return null;

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
        {loaded.value.map((invoice) => (
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
                {invoice.kind === 'creditNote'
                  ? t('orders.creditNotePending')
                  : t('orders.invoicePending')}
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
