import { useState, type FormEvent } from 'react';
import { toStoreApiError } from '@store/platform';
import styles from './backoffice.module.css';

/** One form's send: busy while in flight, the API's Spanish message or a done note after. */
export function useSend(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const send = async (work: () => Promise<unknown>, note: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await work();
      setDone(note);
      onDone();
    } catch (failure) {
      setError(toStoreApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  const messages = (
    <>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
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
