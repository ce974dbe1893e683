import { useState, type FormEvent } from 'react';
import { toStoreApiError } from '@store/platform';
import { Button } from '@store/ui';
import styles from './backoffice.module.css';

/**
 * One form's send: busy while in flight, the API's Spanish message or a done note after. With
 * `onStale`, a 409 (someone else saved the record first) offers «Recargar» under its message.
 */
export function useSend(onDone: () => void, onStale?: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const send = async (work: () => Promise<unknown>, note: string) => {
    setBusy(true);
    setError(null);
    setStale(false);
    setDone(null);
    try {
      await work();
      setDone(note);
      onDone();
    } catch (failure) {
      const problem = toStoreApiError(failure);
      setError(problem.message);
      setStale(problem.status === 409);
    } finally {
      setBusy(false);
    }
  };
  const messages = (
    <>
      {error && (
        <div role="alert" className={styles.error}>
          <p>{error}</p>
          {stale && onStale && (
            <Button
              type="button"
              variant="secondary"
              size="small"
              onClick={() => {
                setError(null);
                onStale();
              }}
            >
              Recargar
            </Button>
          )}
        </div>
      )}
      {done && (
        <p role="status" className={styles.status}>
          {done}
        </p>
      )}
    </>
  );
  return { busy, send, messages };
}

/** The submitted form's fields as trimmed text. */
export function fieldsOf(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  return (name: string) => String(form.get(name) ?? '').trim();
}
