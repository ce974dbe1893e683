import { useRef, useState, type FormEvent } from 'react';
import type { CreditTerms } from '@store/contracts';
import {
  CREDIT_DAYS_MAX,
  CREDIT_DAYS_MIN,
  creditDaysProblem,
  DEFAULT_CREDIT_DAYS,
} from '@store/contracts/sales-rules';
import { Button, TextField } from '@store/ui';
import styles from '../layout/backoffice.module.css';

/**
 * «Crédito»: whether the buyer's next orders may go to production before they are paid, and the
 * days they have to pay. The days are checked with the API's rule (`sales-rules`) before sending,
 * the message on the field; `onSave` gets `{ days }` or null (no credit).
 */
export function CreditTermsForm({
  terms,
  busy,
  onSave,
}: {
  terms: CreditTerms | null;
  busy: boolean;
  onSave: (terms: CreditTerms | null) => void;
}) {
  const [on, setOn] = useState(terms !== null);
  const [error, setError] = useState<string | undefined>();
  const daysRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!on) {
      setError(undefined);
      return onSave(null);
    }
    const text = String(new FormData(event.currentTarget).get('days') ?? '').trim();
    const days = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const problem = creditDaysProblem(days);
    if (problem) {
      setError(problem);
      daysRef.current?.focus();
      return;
    }
    setError(undefined);
    onSave({ days });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Crédito">
      <label className={styles.check}>
        <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
        Con crédito: sus pedidos pueden pasar a producción antes de pagarse
      </label>
      <div className={styles.row}>
        {on && (
          <TextField
            ref={daysRef}
            label="Días para pagar"
            name="days"
            inputMode="numeric"
            defaultValue={String(terms?.days ?? DEFAULT_CREDIT_DAYS)}
            hint={`De ${CREDIT_DAYS_MIN} a ${CREDIT_DAYS_MAX} días.`}
            error={error}
          />
        )}
        <Button type="submit" disabled={busy}>
          Guardar crédito
        </Button>
      </div>
    </form>
  );
}
