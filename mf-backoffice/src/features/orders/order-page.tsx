import { useId } from 'react';
import { Link } from '@store/platform';
import { useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { ACTION_NAMES, day, money, PAYMENT_NAMES, STATUS_NAMES } from '../texts';
import type { StaffRole } from '@store/contracts';
import { OrderInvoices } from '../invoices/order-invoices';
import { OrderPrintFiles } from '../production/order-print-files';
import { OrderProofs } from '../proofs/order-proofs';
import { CancelOrder, MoveStatus, OrderNotes, RecordPayment, RecordRefund } from './order-actions';

export function OrderPage({
  token,
  base,
  id,
  role,
}: {
  token: string;
  base: string;
  id: number;
  role: StaffRole;
}) {
  // The last answer stays on screen while the next one loads (no flash of 'Cargando').
  const {
    latest: data,
    error,
    reload,
  } = useKeyedLoad(`order-${id}`, () => adminApi.order(token, id));
  const productsId = useId();
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  if (!data) return <p>Cargando…</p>;
  const { order, summary } = data;
  const at = { id, version: data.version };
  const currency = summary.currency;
  const open = order.status !== 'cancelled' && order.status !== 'delivered';
  return (
    <section>
      <p>
        <Link to={`${base}/orders`}>Volver a los pedidos</Link>
      </p>
      <h1>Pedido {order.number}</h1>
      <div className={styles.card}>
        <p>
          Estado: <strong data-testid="order-status">{STATUS_NAMES[order.status]}</strong> · Pago:{' '}
          <strong>{PAYMENT_NAMES[order.paymentStatus] ?? order.paymentStatus}</strong>
        </p>
        <p>
          Total {money(order.total, currency)} · Pagado {money(data.paid, currency)} · Saldo{' '}
          {money(data.balance, currency)}
        </p>
        <p>
          {order.addressee.name} {order.addressee.lastName} · {order.addressee.email} ·{' '}
          {order.addressee.phone}
          <br />
          {order.addressee.street} {order.addressee.streetNumber}, {order.addressee.locality}
          {/* Chilean addresses carry no postal code. */}
          {order.addressee.zipCode && ` (${order.addressee.zipCode})`} ·{' '}
          {order.shipping.carrierName}
          <br />
          Factura: {order.invoice.name} · {order.invoice.document}
        </p>
      </div>
      {/* On a phone the table scrolls sideways inside its card, and nothing in it takes the
          focus: the card itself does, so a keyboard can scroll it (WCAG 2.1.1). */}
      <div
        className={`${styles.card} ${styles.tableWrap}`}
        role="region"
        aria-labelledby={productsId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a box that scrolls is a stop
        tabIndex={0}
      >
        <h2 id={productsId}>Productos</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Producto</th>
              <th>SKU</th>
              <th>Cantidad</th>
              <th>Total</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, i) => (
              <tr key={i}>
                <td>{line.productName}</td>
                <td>{line.sku}</td>
                <td>{line.quantity}</td>
                <td>{money(line.total, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {order.lines.some((line) => line.customization) && (
        <OrderPrintFiles token={token} orderId={id} number={order.number} />
      )}
      {order.proof !== 'none' && (
        <OrderProofs
          token={token}
          orderId={id}
          number={order.number}
          proofs={data.proofs}
          canWrite={role === 'owner' || role === 'production'}
          open={order.status === 'received' || order.status === 'paid'}
          environment={currency === 'CLP' ? 'CL' : 'ARG'}
          onDone={reload}
        />
      )}
      {(role === 'owner' || role === 'sales') && (
        <OrderInvoices
          token={token}
          orderId={id}
          country={currency === 'CLP' ? 'CL' : 'AR'}
          currency={currency}
          orderState={`${order.status}-${order.paymentStatus}`}
          paid={
            order.paymentStatus === 'approved' &&
            order.status !== 'received' &&
            order.status !== 'cancelled'
          }
        />
      )}
      {open && order.paymentStatus !== 'approved' && (
        <RecordPayment
          token={token}
          order={at}
          balance={money(data.balance, currency)}
          onDone={reload}
        />
      )}
      {open && <MoveStatus token={token} order={at} onDone={reload} />}
      {data.toRefund > 0 && (
        <RecordRefund
          token={token}
          order={at}
          toRefund={money(data.toRefund, currency)}
          onDone={reload}
        />
      )}
      {open && order.status !== 'shipped' && (
        <CancelOrder token={token} order={at} onDone={reload} />
      )}
      <OrderNotes token={token} order={at} notes={data.notes} onDone={reload} />
      <div className={styles.card}>
        <h2>Historial</h2>
        <ul>
          {order.history.map((step, i) => (
            <li key={`s${i}`}>
              {day(step.at)}: {STATUS_NAMES[step.status]}
              {step.trackingUrl ? ` (${step.trackingUrl})` : ''}
            </li>
          ))}
          {data.payments.map((p) => (
            <li key={`p${p.id}`}>
              {day(p.paidOn)}: pago por {p.method === 'TRF' ? 'transferencia' : 'cheque'} de{' '}
              {money(p.amount, currency)} ({p.bank}, {p.reference})
            </li>
          ))}
          {data.refunds.map((r) => (
            <li key={`r${r.id}`}>
              {day(r.refundedOn)}: devolución de {money(r.amount, currency)} ({r.reference},
              registrada por {r.recordedBy})
            </li>
          ))}
          {/* The buyer's answers to the proofs: theirs, so not in the staff's audit log. */}
          {data.proofs
            .filter((p) => p.answeredAt)
            .map((p) => (
              <li key={`v${p.version}`}>
                {day(p.answeredAt!)}: el cliente{' '}
                {p.state === 'approved'
                  ? `aprobó la versión ${p.version} de la prueba`
                  : `pidió cambios en la versión ${p.version} de la prueba: «${p.comment ?? ''}»`}
              </li>
            ))}
          {data.activity.map((a) => (
            <li key={`a${a.id}`}>
              {day(a.at)}: {a.actor} {ACTION_NAMES[a.action] ?? a.action}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
