import { useState } from 'react';
import type { AdminQuote } from '@store/contracts';
import { Link } from '@store/platform';
import { Button, Dialog, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { PageError } from '../layout/page-error';
import { useSend } from '../layout/use-send';
import { day, money, QUOTE_STATUS_NAMES } from '../texts';
import { ConvertQuote } from './convert-quote';
import { ExtendValidityForm } from './extend-validity-form';

/**
 * A quote for staff: its buyer, lines and totals, a new validity (not once converted),
 * «Convertir en pedido» while it is valid, and «Enviar otra vez» (the buyer's quote e-mail with
 * its PDF, confirmed first).
 */
export function QuotePage({ token, base, id }: { token: string; base: string; id: string }) {
  const { data, error, reload } = useKeyedLoad(id, () => adminApi.quote(token, id));
  if (error) return <PageError error={error} />;
  if (!data) return <p>Cargando…</p>;
  return <QuoteDetail token={token} base={base} quote={data} reload={reload} />;
}

function QuoteDetail({
  token,
  base,
  quote,
  reload,
}: {
  token: string;
  base: string;
  quote: AdminQuote;
  reload: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const extend = useSend(reload, reload);
  const mail = useSend(() => undefined);
  const sendAgain = () => {
    setConfirming(false);
    void mail.send(
      () => adminApi.sendQuote(token, quote.id),
      `Cotización N° ${quote.number} enviada otra vez a ${quote.email}.`,
    );
  };

  return (
    <section>
      <p>
        <Link to={`${base}/quotes`}>← Cotizaciones</Link>
      </p>
      <h1>Cotización N° {quote.number}</h1>
      <div className={styles.card}>
        <dl className={styles.facts}>
          <dt>Cliente</dt>
          <dd>
            <Link to={`${base}/buyers/${quote.buyerId}`}>{quote.buyer}</Link>
            {quote.company ? ` (${quote.company})` : ''}
          </dd>
          <dt>Correo</dt>
          <dd>{quote.email ?? '—'}</dd>
          <dt>Fecha</dt>
          <dd>{day(quote.createdAt)}</dd>
          <dt>Válida hasta</dt>
          <dd>{day(quote.validUntil)}</dd>
          <dt>Estado</dt>
          <dd>
            {QUOTE_STATUS_NAMES[quote.status] ?? quote.status}
            {quote.orderId !== null && (
              <>
                {' '}
                (<Link to={`${base}/orders/${quote.orderId}`}>ver el pedido</Link>)
              </>
            )}
          </dd>
          <dt>Total</dt>
          <dd>{money(quote.totals.total, quote.currency)}</dd>
        </dl>
      </div>

      {quote.status !== 'convertida' && (
        <div className={styles.card}>
          <h2>Validez</h2>
          <ExtendValidityForm
            key={quote.version}
            validUntil={quote.validUntil}
            today={quote.today}
            latestValidUntil={quote.latestValidUntil}
            busy={extend.busy}
            onExtend={(validUntil) =>
              void extend.send(
                () => adminApi.extendQuote(token, quote.id, quote.version, validUntil),
                `La cotización vale ahora hasta el ${day(validUntil)}.`,
              )
            }
          />
          {extend.messages}
        </div>
      )}

      <div className={styles.card}>
        <h2>Pedido</h2>
        {quote.orderId !== null ? (
          <p role="status">
            La cotización ya es un pedido.{' '}
            <Link to={`${base}/orders/${quote.orderId}`}>Ver el pedido</Link>
          </p>
        ) : quote.status === 'vencida' ? (
          <p>Venció: hay que extender su validez para convertirla en un pedido.</p>
        ) : (
          <ConvertQuote token={token} quote={quote} onConverted={reload} />
        )}
      </div>

      <div className={styles.card}>
        <h2>Envío</h2>
        <p>Le llega al cliente el mismo correo de la cotización, con el PDF adjunto.</p>
        <Button disabled={mail.busy || !quote.email} onClick={() => setConfirming(true)}>
          Enviar otra vez
        </Button>
        {mail.messages}
      </div>
      <Dialog
        open={confirming}
        role="alertdialog"
        title={`¿Enviar la cotización N° ${quote.number} otra vez?`}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Volver
            </Button>
            <Button onClick={sendAgain}>Sí, enviar</Button>
          </>
        }
      >
        <p>Se envía a {quote.email}, con el PDF y la validez de hoy.</p>
      </Dialog>

      {/* On a phone the table scrolls sideways inside its card, and nothing in it takes the
          focus: the card itself does, so a keyboard can scroll it (WCAG 2.1.1). */}
      <section
        className={`${styles.card} ${styles.tableWrap}`}
        aria-labelledby="quote-lines"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls is a stop
        tabIndex={0}
      >
        <h2 id="quote-lines">Productos</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Producto</th>
              <th>Técnica</th>
              <th>Cantidad</th>
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.shoppingCartUUID}>
                <td>
                  {line.productName}
                  {line.designMissing && (
                    <>
                      <br />
                      <strong>Falta el diseño</strong>
                    </>
                  )}
                </td>
                <td>{line.technique ?? '—'}</td>
                <td>{line.quantity}</td>
                <td>{money(line.amounts.total, quote.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Subtotal {money(quote.totals.subTotal, quote.currency)} · IVA{' '}
          {money(quote.totals.taxes, quote.currency)} · Total{' '}
          {money(quote.totals.total, quote.currency)}
        </p>
      </section>
    </section>
  );
}
