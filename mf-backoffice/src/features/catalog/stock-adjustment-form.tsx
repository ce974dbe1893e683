import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { StaffVariant, StockAdjustmentBody, StockReason } from '@store/contracts';
import {
  STOCK_NOTE_MAX_LENGTH,
  STOCK_REASONS,
  stockAdjustmentProblem,
} from '@store/contracts/catalog-rules';
import { toStoreApiError } from '@store/platform';
import { Button, SelectField, TextField } from '@store/ui';
import styles from '../layout/backoffice.module.css';
import { units } from '../texts';

const FIELDS = ['change', 'reason', 'note'] as const;
type Field = (typeof FIELDS)[number];

/**
 * «Ajustar stock» of one variant: units to add (+) or take (-), the reason and a note (required
 * for «otro»). Checked with the API's rules before sending; the server's message (the stock it
 * has, when there are not enough units) lands on its field.
 */
export function StockAdjustmentForm({
  variant,
  onAdjust,
}: {
  variant: StaffVariant;
  onAdjust: (body: StockAdjustmentBody) => Promise<{ variant: StaffVariant }>;
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changeRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const noteRef = useRef<HTMLInputElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) status.current?.focus();
  }, [done]);

  const refuse = (field: Field, message: string) => {
    setErrors({ [field]: message });
    ({ change: changeRef, reason: reasonRef, note: noteRef })[field].current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = String(data.get('change') ?? '')
      .trim()
      .replace(/^\+/, '');
    const body: StockAdjustmentBody = {
      change: /^-?\d+$/.test(text) ? Number(text) : Number.NaN,
      reason: String(data.get('reason')) as StockReason,
    };
    const note = String(data.get('note') ?? '').trim();
    if (note) body.note = note;
    setDone(null);
    setFailure(null);
    const problem = stockAdjustmentProblem(body);
    if (problem) return refuse(problem.field, problem.message);
    setErrors({});
    setBusy(true);
    try {
      const answer = await onAdjust(body);
      form.reset();
      setDone(
        `Stock de ${variant.sku} actualizado: ${body.change > 0 ? '+' : ''}${body.change}, ahora ${units(answer.variant.stock)} unidades.`,
      );
    } catch (caught) {
      const error = toStoreApiError(caught);
      const field = error.field as Field | null;
      if (error.status === 400 && field && FIELDS.includes(field)) refuse(field, error.message);
      else setFailure(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Ajustar stock de ${variant.sku}`}>
      <div className={styles.row}>
        <TextField
          ref={changeRef}
          label="Cambio (+ o -)"
          name="change"
          inputMode="numeric"
          hint="Por ejemplo 50 para sumar o -3 para quitar."
          error={errors.change}
        />
        <SelectField ref={reasonRef} label="Motivo" name="reason" error={errors.reason}>
          {STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {reason.charAt(0).toUpperCase() + reason.slice(1)}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={noteRef}
          label="Nota"
          name="note"
          maxLength={STOCK_NOTE_MAX_LENGTH}
          hint="Obligatoria con el motivo «Otro»."
          error={errors.note}
        />
        <Button type="submit" disabled={busy}>
          Ajustar stock
        </Button>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {done && (
        <p ref={status} tabIndex={-1} role="status" className={styles.status}>
          {done}
        </p>
      )}
    </form>
  );
}
