import { useState } from 'react';
import { paths, type OrderDetail } from '@store/contracts';
import { Link, request, saveFile, StoreApiError, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import quoteStyles from '../quotes/quotes.module.css';
import type { OrdersApi } from './orders-api';

type Status =
  { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; messages: string[]; toCart?: boolean };

const messageOf = (error: unknown) =>
  error instanceof StoreApiError ? error.message : String(error);

/**
 * 'Volver a comprar' (the order's lines back into the cart, through the cart's own bulk add, so
 * its rules, its all-present and partial messages and the server's prices apply) and the PDF.
 */
export function OrderActions({ order, api }: { order: OrderDetail; api: OrdersApi }) {
  const { t } = useTranslation('account');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function run(work: () => Promise<Status>) {
    setStatus({ kind: 'busy' });
    try {
      setStatus(await work());
    } catch (error) {
      setStatus({ kind: 'error', messages: [messageOf(error)] });
    }
  }
  const reorder = () =>
    run(async () => {
      // Requests to add, as a product page sends: the cart's factory makes the items.
      const { requests, notices } = await api.reorderItems(order.id);
      const result = await request('cart:bulk-add-requested', { requests });
      // The cart's all-present and partial texts name a quote (spec): a reorder says its own.
      if (!result.ok) {
        const refusal = result.allPresent ? t('orders.reorderAllPresent') : result.message;
        return { kind: 'error', messages: [refusal, ...notices] };
      }
      const added = result.skipped
        ? t('orders.reorderPartial', { count: result.added, skipped: result.skipped })
        : t('orders.reordered', { count: result.added });
      return { kind: 'done', messages: [added, ...notices], toCart: true };
    });
  const download = () =>
    run(async () => {
      saveFile(await api.pdf(order.id), `pedido-${order.number}.pdf`);
      return { kind: 'done', messages: [t('orders.downloaded')] };
    });

  return (
    <section className={quoteStyles.actions} aria-label={t('orders.actions')}>
      <div className={quoteStyles.buttons}>
        <Button onClick={() => void reorder()} disabled={status.kind === 'busy'}>
          {t('orders.reorder')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download()}
          disabled={status.kind === 'busy'}
        >
          {t('orders.downloadPdf')}
        </Button>
      </div>
      {(status.kind === 'done' || status.kind === 'error') && (
        <div
          role={status.kind === 'error' ? 'alert' : 'status'}
          className={quoteStyles[status.kind]}
        >
          {status.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {status.toCart && <Link to={paths.shoppingCart()}>{t('orders.toCart')}</Link>}
        </div>
      )}
    </section>
  );
}
