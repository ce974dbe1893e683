import type { FormEvent } from 'react';
import { Button, SelectField, TextField } from '@store/ui';
import { adminApi, type OrderAt } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { fieldsOf, useSend } from '../layout/use-send';
import type { AdminOrderDetail } from '@store/contracts';
import { day, STATUS_NAMES } from '../texts';

/**
 * What every form of the order page needs: the session, the order as the page read it, and the
 * page's reload (after a write, and from «Recargar» when someone else changed the order first).
 */
interface OrderFormProps {
  token: string;
  order: OrderAt;
  onDone: () => void;
}

/** When money moved: a day up to today, today by default. */
function DayField({ label, name }: { label: string; name: string }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <TextField label={label} name={name} type="date" defaultValue={today} max={today} required />
  );
}

const MOVES = ['paid', 'proof_approved', 'in_production', 'shipped', 'delivered'];

export function MoveStatus({ token, order, onDone }: OrderFormProps) {
  const { busy, send, messages } = useSend(onDone, onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const text = fieldsOf(event);
    const status = text('status');
    const tracking = text('trackingUrl');
    void send(
      () => adminApi.move(token, order, status, tracking || undefined),
      `Pedido movido a «${STATUS_NAMES[status]}».`,
    );
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label="Cambiar estado">
      <h2>Cambiar estado</h2>
      <div className={styles.row}>
        <SelectField label="Estado nuevo" name="status">
          {MOVES.map((s) => (
            <option key={s} value={s}>
              {STATUS_NAMES[s]}
            </option>
          ))}
        </SelectField>
        <TextField label="Enlace de seguimiento (al enviar)" name="trackingUrl" type="url" />
        <Button type="submit" disabled={busy}>
          Mover
        </Button>
      </div>
      {messages}
    </form>
  );
}

/** The team's notes on the order: never shown to the buyer. */
export function OrderNotes({
  token,
  order,
  notes,
  onDone,
}: OrderFormProps & { notes: AdminOrderDetail['notes'] }) {
  const { busy, send, messages } = useSend(onDone, onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const text = fieldsOf(event)('text');
    void send(async () => {
      await adminApi.note(token, order, text);
      form.reset();
    }, 'Nota guardada.');
  };
  return (
    <section className={styles.card} aria-labelledby="order-notes">
      <h2 id="order-notes">Notas del equipo</h2>
      {notes.length === 0 ? (
        <p>Sin notas. Lo que se anote acá lo ve solo el equipo de la tienda.</p>
      ) : (
        <ul>
          {notes.map((note) => (
            <li key={note.id}>
              <strong>{note.author}</strong> ({day(note.createdAt)}): {note.text}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} aria-label="Agregar una nota">
        <label className={styles.textArea}>
          Nota nueva
          <textarea name="text" rows={2} minLength={2} maxLength={2000} required />
        </label>
        <Button type="submit" variant="secondary" disabled={busy}>
          Guardar nota
        </Button>
        {messages}
      </form>
    </section>
  );
}

export function CancelOrder({ token, order, onDone }: OrderFormProps) {
  const { busy, send, messages } = useSend(onDone, onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const reason = fieldsOf(event)('reason');
    void send(() => adminApi.cancel(token, order, reason), 'Pedido cancelado.');
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label="Cancelar el pedido">
      <h2>Cancelar el pedido</h2>
      <div className={styles.row}>
        <TextField label="Motivo" name="reason" minLength={3} maxLength={500} required />
        <Button type="submit" variant="secondary" disabled={busy}>
          Cancelar pedido
        </Button>
      </div>
      {messages}
    </form>
  );
}

export function RecordPayment({
  token,
  order,
  balance,
  onDone,
}: OrderFormProps & { balance: string }) {
  const { busy, send, messages } = useSend(onDone, onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const text = fieldsOf(event);
    void send(
      () =>
        adminApi.pay(token, order, {
          method: text('method') === 'CHQ' ? 'CHQ' : 'TRF',
          amount: text('amount'),
          paidOn: text('paidOn'),
          bank: text('bank'),
          reference: text('reference'),
        }),
      'Pago registrado.',
    );
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label="Registrar un pago">
      <h2>Registrar un pago</h2>
      <p>Saldo pendiente: {balance}</p>
      <div className={styles.filters}>
        <SelectField label="Medio" name="method">
          <option value="TRF">Transferencia</option>
          <option value="CHQ">Cheque</option>
        </SelectField>
        <TextField label="Importe" name="amount" inputMode="decimal" required />
        <DayField label="Fecha" name="paidOn" />
        <TextField label="Banco" name="bank" required />
        <TextField label="Referencia" name="reference" required />
        <Button type="submit" disabled={busy}>
          Registrar pago
        </Button>
      </div>
      {messages}
    </form>
  );
}

const REFUND_METHODS = [
  ['TRF', 'Transferencia'],
  ['CHQ', 'Cheque'],
  ['card', 'Devolución en la tarjeta (proveedor de pagos)'],
] as const;

/** Money given back: a paid order is cancelled only once what was paid is refunded. */
export function RecordRefund({
  token,
  order,
  toRefund,
  onDone,
}: OrderFormProps & { toRefund: string }) {
  const { busy, send, messages } = useSend(onDone, onDone);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const text = fieldsOf(event);
    const method = REFUND_METHODS.find(([value]) => value === text('method'))?.[0] ?? 'TRF';
    void send(
      () =>
        adminApi.refund(token, order, {
          method,
          amount: text('amount'),
          refundedOn: text('refundedOn'),
          reference: text('reference'),
        }),
      'Devolución registrada.',
    );
  };
  return (
    <form className={styles.card} onSubmit={submit} aria-label="Registrar una devolución">
      <h2>Registrar una devolución</h2>
      <p>Cobrado sin devolver: {toRefund}. Para cancelar el pedido, primero se devuelve.</p>
      <div className={styles.filters}>
        <SelectField label="Medio" name="method">
          {REFUND_METHODS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField label="Importe devuelto" name="amount" inputMode="decimal" required />
        <DayField label="Fecha de la devolución" name="refundedOn" />
        <TextField label="Referencia de la devolución" name="reference" required />
        <Button type="submit" variant="secondary" disabled={busy}>
          Registrar devolución
        </Button>
      </div>
      {messages}
    </form>
  );
}
