import { useState, type FormEvent } from 'react';
import type { Quote } from '@store/contracts';
import { paths } from '@store/contracts';
import { request, saveFile, StoreApiError, useTranslation, useNavigate } from '@store/platform';
import { Button, TextField } from '@store/ui';
import { addressesOf } from './quote-format';
import styles from './quotes.module.css';
import type { QuotesApi } from './quotes-api';

type Status = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string };

const messageOf = (error: unknown) =>
  error instanceof StoreApiError ? error.message : String(error);

function Feedback({ status }: { status: Status }) {
  if (status.kind !== 'done' && status.kind !== 'error') return null;
  return (
    <p role={status.kind === 'error' ? 'alert' : 'status'} className={styles[status.kind]}>
      {status.message}
    </p>
  );
}

/** Download the PDF, e-mail it, or put its products in the cart (spec sections 4 and 8). */
export function QuoteActions({ quote, api }: { quote: Quote; api: QuotesApi }) {
  const { t } = useTranslation('account');
  const [action, setAction] = useState<Status>({ kind: 'idle' });
  const [sending, setSending] = useState<Status>({ kind: 'idle' });
  const [emails, setEmails] = useState('');
  const navigate = useNavigate();

  async function run(work: () => Promise<string>) {
    setAction({ kind: 'busy' });
    try {
      setAction({ kind: 'done', message: await work() });
    } catch (error) {
      setAction({ kind: 'error', message: messageOf(error) });
    }
  }
  const download = () =>
    run(async () => {
      saveFile(await api.pdf(quote.id), `cotizacion-${quote.number}.pdf`);
      return t('quotes.downloaded');
    });
  const addToCart = () =>
    run(async () => {
      const result = await request('cart:bulk-add-requested', { items: quote.items });
      if (!result.ok) throw new StoreApiError('server', result.message);
      return result.message ?? t('quotes.added', { count: result.added });
    });
  /**
   * Quote to order: the quote's lines at its locked prices go to the checkout in direct mode (the
   * cart is kept); a quote already converted opens its order.
   */
  async function toOrder() {
    setAction({ kind: 'busy' });
    try {
      const converted = await api.convert(quote.id);
      if (converted.orderId !== null) return navigate(paths.orderDetail(converted.orderId));
      const { quoteId, items, prices } = converted;
      await request('cart:quote-order-requested', { quoteId, items, prices });
      navigate(paths.checkout());
    } catch (error) {
      setAction({ kind: 'error', message: messageOf(error) });
    }
  }
  async function send(event: FormEvent) {
    event.preventDefault();
    setSending({ kind: 'busy' });
    try {
      const { sentTo } = await api.send(quote.id, addressesOf(emails));
      setSending({ kind: 'done', message: t('quotes.sent', { to: sentTo.join(', ') }) });
      setEmails('');
    } catch (error) {
      setSending({ kind: 'error', message: messageOf(error) });
    }
  }

  return (
    <section className={styles.actions} aria-label={t('quotes.actions')}>
      <div className={styles.buttons}>
        {quote.status === 'vigente' && (
          <Button onClick={() => void toOrder()} disabled={action.kind === 'busy'}>
            {t('quotes.toOrder')}
          </Button>
        )}
        <Button
          variant={quote.status === 'vigente' ? 'secondary' : 'primary'}
          onClick={() => void addToCart()}
          disabled={action.kind === 'busy'}
        >
          {t('quotes.addToCart')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download()}
          disabled={action.kind === 'busy'}
        >
          {t('quotes.download')}
        </Button>
      </div>
      <Feedback status={action} />
      <form className={styles.send} onSubmit={(event) => void send(event)}>
        <TextField
          label={t('quotes.emailsLabel')}
          hint={t('quotes.emailsHint')}
          type="text"
          inputMode="email"
          autoComplete="off"
          maxLength={1500}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={sending.kind === 'busy'}>
          {t('quotes.send')}
        </Button>
      </form>
      <Feedback status={sending} />
    </section>
  );
}
