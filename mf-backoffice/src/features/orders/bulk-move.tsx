import type { FormEvent } from 'react';
import type { BulkMoveBody, BulkMoveResult } from '@store/contracts';
import { Button, SelectField } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { fieldsOf, useSend } from '../layout/use-send';
import { STATUS_NAMES } from '../texts';

const BULK_MOVES: BulkMoveBody['status'][] = [
  'paid',
  'proof_approved',
  'in_production',
  'delivered',
];

/** What became of a bulk move, in one line per refusal (each with the order's reason). */
function summaryOf(results: BulkMoveResult[], to: string): string {
  const moved = results.filter((r) => r.moved).length;
  const refused = results
    .filter((r) => !r.moved)
    .map((r) => `${r.number ?? `id ${r.id}`}: ${r.message}`);
  return [`${moved} movidos a «${STATUS_NAMES[to]}».`, ...refused].join(' ');
}

/**
 * The selected orders of the table moved to one status at once (not «Enviado», which needs each
 * order's tracking link); each order goes through the same rules as one at a time.
 */
export function BulkMove({
  token,
  ids,
  onMoved,
}: {
  token: string;
  ids: number[];
  /** With the outcome in words; the form goes (nothing is selected any more). */
  onMoved: (summary: string) => void;
}) {
  const { busy, send, messages } = useSend(() => undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const status = fieldsOf(event)('status') as BulkMoveBody['status'];
    void send(async () => {
      onMoved(summaryOf(await adminApi.moveMany(token, { ids, status }), status));
    }, '');
  };
  return (
    <form
      className={`${styles.card} ${styles.filters}`}
      onSubmit={submit}
      aria-label="Mover seleccionados"
    >
      <p>{ids.length === 1 ? '1 pedido seleccionado' : `${ids.length} pedidos seleccionados`}</p>
      <SelectField label="Mover a" name="status" defaultValue="paid">
        {BULK_MOVES.map((s) => (
          <option key={s} value={s}>
            {STATUS_NAMES[s]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={busy || ids.length === 0}>
        Mover seleccionados
      </Button>
      {messages}
    </form>
  );
}
