import { useEffect, type FormEvent } from 'react';
import type { StaffInvoice } from '@store/contracts';
import { IVA_CONDITIONS } from '@store/contracts/checkout-rules';
import { useStore } from '@store/platform';
import { Button, SelectField, TextField, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { fieldsOf, useSend } from '../layout/use-send';
import { day, money, when } from '../texts';

const STATUS = { issued: 'Emitido', pending: 'Pendiente', rejected: 'Rechazado' } as const;

interface Props {
  token: string;
  orderId: number;
  country: 'AR' | 'CL';
  currency: string;
  /** The order is paid (its invoice is due): staff may issue it now. */
  paid: boolean;
  /** Changes when the order moves (paid, cancelled): its documents are read again. */
  orderState: string;
}

/** A document just queued is issued within a second or two: the section looks again by itself. */
const QUEUED_LOOK_AGAIN_MS = 1500;

/**
 * An order's invoice and credit note on its back-office page: the tax service's answer (CAE or
 * folio, or the agency's rejection with its codes), the PDF, issue now, and a rejected document's
 * billing data corrected and sent again.
 */
export function OrderInvoices({ token, orderId, country, currency, paid, orderState }: Props) {
  // The last answer stays on screen while the next one loads (no flash of 'Cargando').
  const {
    latest: data,
    error,
    reload,
  } = useKeyedLoad(`invoices-${orderId}-${orderState}`, () => adminApi.invoices(token, orderId));
  const queued = data?.some((doc) => doc.status === 'pending' && doc.attempts === 0);
  useEffect(() => {
    if (!queued) return;
    const timer = setTimeout(reload, QUEUED_LOOK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [queued, data, reload]);
  const issue = useSend(reload);
  const agency = country === 'CL' ? 'El proveedor de DTE' : 'ARCA';
  const hasInvoice = data?.some((doc) => doc.kind === 'invoice');
  const waiting = data?.some((doc) => doc.status === 'pending');
  return (
    <section className={styles.card} aria-labelledby="order-invoices">
      <h2 id="order-invoices">Comprobantes</h2>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {data?.length === 0 && (
        <p>
          {paid
            ? 'El pedido está pago y todavía no tiene factura.'
            : 'La factura se emite cuando el pedido está pago.'}
        </p>
      )}
      {data?.map((doc) => (
        <TaxDocument
          key={doc.id}
          token={token}
          doc={doc}
          agency={agency}
          country={country}
          currency={currency}
          onDone={reload}
        />
      ))}
      {paid && (!hasInvoice || waiting) && (
        <p>
          <Button
            disabled={issue.busy}
            onClick={() =>
              void issue.send(() => adminApi.issueInvoice(token, orderId), 'Pedido al servicio.')
            }
          >
            {hasInvoice ? 'Reintentar ahora' : 'Emitir factura ahora'}
          </Button>
        </p>
      )}
      {issue.messages}
    </section>
  );
}

function TaxDocument({
  token,
  doc,
  agency,
  country,
  currency,
  onDone,
}: {
  token: string;
  doc: StaffInvoice;
  agency: string;
  country: 'AR' | 'CL';
  currency: string;
  onDone: () => void;
}) {
  const { config } = useStore();
  const download = useSend(() => undefined);
  return (
    <article className={styles.document} aria-label={doc.name}>
      <h3>
        {doc.name} · <span className={styles[doc.status]}>{STATUS[doc.status]}</span>
      </h3>
      {doc.status === 'issued' && (
        <p>
          Total {money(doc.total, currency)}
          {doc.issuedOn && ` · emitido el ${day(doc.issuedOn)}`}
          {doc.cae && ` · CAE ${doc.cae}${doc.caeDue ? ` (vence el ${day(doc.caeDue)})` : ''}`}
          {doc.trackId && ` · Track id ${doc.trackId}`}
        </p>
      )}
      {doc.buyer && (
        <p>
          Receptor: {doc.buyer.name} · {doc.buyer.document || 'sin documento'} ·{' '}
          {doc.buyer.ivaCondition}
        </p>
      )}
      {doc.messages.length > 0 && (
        <div role={doc.status === 'rejected' ? 'alert' : undefined}>
          <p>
            {doc.status === 'rejected'
              ? `${agency} rechazó el comprobante (no se usó ningún número):`
              : `Observaciones de ${agency}:`}
          </p>
          <ul>
            {doc.messages.map((m) => (
              <li key={m.code}>
                {m.code}: {m.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {doc.status === 'pending' && doc.lastError && (
        <p>
          Intento {doc.attempts}: {doc.lastError}. Próximo intento automático:{' '}
          {when(doc.nextAttemptAt, config.environment)}.
        </p>
      )}
      {doc.status === 'issued' && (
        <>
          <Button
            variant="secondary"
            disabled={download.busy}
            onClick={() =>
              void download.send(() => adminApi.invoicePdf(token, doc), 'PDF descargado.')
            }
          >
            Descargar PDF
          </Button>
          {download.messages}
        </>
      )}
      {doc.status === 'rejected' && doc.buyer && (
        <CorrectBuyer token={token} doc={doc} country={country} onDone={onDone} />
      )}
    </article>
  );
}

/** A rejected document's billing data, corrected by staff and sent again (the order keeps the buyer's). */
function CorrectBuyer({
  token,
  doc,
  country,
  onDone,
}: {
  token: string;
  doc: StaffInvoice;
  country: 'AR' | 'CL';
  onDone: () => void;
}) {
  const { busy, send, messages } = useSend(onDone);
  const buyer = doc.buyer!;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const text = fieldsOf(event);
    void send(
      () =>
        adminApi.retryInvoice(token, doc.orderId, {
          name: text('name'),
          document: text('document'),
          ivaCondition: text('ivaCondition'),
          address: text('address'),
          ...(country === 'CL' ? { giro: text('giro'), comuna: text('comuna') } : {}),
        }),
      'Datos corregidos: comprobante pedido otra vez.',
    );
  };
  return (
    <form onSubmit={submit} aria-label="Corregir los datos de facturación">
      <h4>Corregir los datos de facturación</h4>
      <div className={styles.filters}>
        <TextField label="Razón social o nombre" name="name" defaultValue={buyer.name} required />
        <TextField
          label={country === 'CL' ? 'RUT' : 'CUIT o DNI'}
          name="document"
          defaultValue={buyer.document}
        />
        <SelectField
          label="Condición frente al IVA"
          name="ivaCondition"
          defaultValue={buyer.ivaCondition}
        >
          {IVA_CONDITIONS[country === 'CL' ? 'CL' : 'ARG'].map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Domicilio" name="address" defaultValue={buyer.address} />
        {country === 'CL' && (
          <>
            <TextField label="Giro" name="giro" defaultValue={buyer.giro ?? ''} />
            <TextField label="Comuna" name="comuna" defaultValue={buyer.comuna ?? ''} />
          </>
        )}
        <Button type="submit" disabled={busy}>
          Corregir y reintentar
        </Button>
      </div>
      {messages}
    </form>
  );
}
