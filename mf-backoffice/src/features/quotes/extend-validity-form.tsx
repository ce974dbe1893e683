import { useRef, useState, type FormEvent } from 'react';
import { quoteExtensionProblem } from '@store/contracts/sales-rules';
import { Button, TextField } from '@store/ui';
import styles from '../layout/backoffice.module.css';

/**
 * «Extender validez»: a new last day for the quote, checked with the API's rule (later than the
 * one it has, from today up to 90 days ahead, days of the store's zone that the API sent) before
 * sending; the message lands on the field.
 */
export function ExtendValidityForm({
  validUntil,
  today,
  latestValidUntil,
  busy,
  onExtend,
}: {
  validUntil: string;
  today: string;
  latestValidUntil: string;
  busy: boolean;
  onExtend: (validUntil: string) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const dateRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('validUntil') ?? '').trim();
    const problem = quoteExtensionProblem({ validUntil: next, current: validUntil, today });
    if (problem) {
      setError(problem);
      dateRef.current?.focus();
      return;
    }
    setError(undefined);
    onExtend(next);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Extender validez">
      <div className={styles.row}>
        <TextField
          ref={dateRef}
          label="Válida hasta"
          name="validUntil"
          type="date"
          min={today > validUntil ? today : validUntil}
          max={latestValidUntil}
          hint="Hasta 90 días desde hoy. Los precios quedan los de la cotización."
          error={error}
        />
        <Button type="submit" disabled={busy}>
          Extender validez
        </Button>
      </div>
    </form>
  );
}
