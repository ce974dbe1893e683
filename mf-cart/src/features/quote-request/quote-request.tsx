import { useMemo, useState, type FormEvent } from 'react';
import { v4 as uuid } from 'uuid';
import { paths, type CartItem, type Quote } from '@store/contracts';
import {
  isLoggedIn,
  Link,
  saveFile,
  StoreApiError,
  useTranslation,
  useSession,
  useStore,
} from '@store/platform';
import { Button, TextField } from '@store/ui';
import { quoteApi, type QuoteApi } from './quote-api';
import styles from './quote-request.module.css';

type Status = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string };

const messageOf = (error: unknown) =>
  error instanceof StoreApiError ? error.message : String(error);

/** 'a@x.com, b@y.com' or one per line: the addresses the buyer typed. */
const addressesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

/** After a saved quote: its link, and sending it to more people. */
function SavedQuote({ quote, api }: { quote: Quote; api: QuoteApi }) {
  const { t } = useTranslation('cart');
  const [emails, setEmails] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  async function send(event: FormEvent) {
    event.preventDefault();
    setStatus({ kind: 'busy' });
    try {
      const { sentTo } = await api.send(quote.id, addressesOf(emails));
      setStatus({ kind: 'done', message: t('quote.sent', { to: sentTo.join(', ') }) });
      setEmails('');
    } catch (error) {
      setStatus({ kind: 'error', message: messageOf(error) });
    }
  }
  return (
    <div className={styles.saved}>
      <p role="status">
        {t('quote.ready', { number: quote.number })}{' '}
        <Link to={paths.quoteDetail({ id: quote.id })}>{t('quote.see')}</Link>
      </p>
      <form className={styles.send} onSubmit={(event) => void send(event)}>
        <TextField
          label={t('quote.emailsLabel')}
          hint={t('quote.emailsHint')}
          type="text"
          inputMode="email"
          autoComplete="off"
          maxLength={1500}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={status.kind === 'busy'}>
          {t('quote.send')}
        </Button>
      </form>
      {(status.kind === 'done' || status.kind === 'error') && (
        <p role={status.kind === 'error' ? 'alert' : 'status'} className={styles[status.kind]}>
          {status.message}
        </p>
      )}
    </div>
  );
}

/**
 * 'Solicitar cotización' on the cart page (issue 12): a logged-in buyer gets a saved quote
 * (one per cart content, so a double click makes one), a guest downloads the unsaved PDF.
 */
export function QuoteRequest({ items, api = quoteApi }: { items: CartItem[]; api?: QuoteApi }) {
  const { t } = useTranslation('cart');
  const { config } = useStore();
  const loggedIn = isLoggedIn(useSession());
  const key = useMemo(() => (items.length ? uuid() : ''), [items]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [quote, setQuote] = useState<Quote | null>(null);
  if (!config.quotation) return null;

  async function request() {
    setStatus({ kind: 'busy' });
    try {
      if (loggedIn) {
        setQuote(await api.generate(items, key));
        setStatus({ kind: 'idle' });
      } else {
        saveFile(await api.unsaved(items), 'cotizacion.pdf');
        setStatus({ kind: 'done', message: t('quote.downloaded') });
      }
    } catch (error) {
      setStatus({ kind: 'error', message: messageOf(error) });
    }
  }

  return (
    <div className={styles.request}>
      <Button
        variant="secondary"
        block
        disabled={!items.length || status.kind === 'busy'}
        onClick={() => void request()}
      >
        {status.kind === 'busy' ? t('quote.working') : t('page.quote')}
      </Button>
      {quote && quote.id && <SavedQuote key={quote.id} quote={quote} api={api} />}
      {(status.kind === 'done' || status.kind === 'error') && (
        <p role={status.kind === 'error' ? 'alert' : 'status'} className={styles[status.kind]}>
          {status.message}
        </p>
      )}
    </div>
  );
}
