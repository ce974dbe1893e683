import { useState } from 'react';
import { toStoreApiError } from '@store/platform';
import { Button } from '@store/ui';
import styles from '../layout/backoffice.module.css';

/**
 * «Probar conexión»: the API tries the saved credentials with the service (Mercado Pago: whose
 * the token is; Zippin: a quote to the store's address) and says what it answered, or why not,
 * in Spanish.
 */
export function ConnectionCheck({ check }: { check: () => Promise<{ message: string }> }) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; ok: boolean } | null>(null);
  const run = async () => {
    setBusy(true);
    setAnswer(null);
    try {
      setAnswer({ text: (await check()).message, ok: true });
    } catch (caught) {
      setAnswer({ text: toStoreApiError(caught).message, ok: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className={styles.row}>
        <Button type="button" variant="secondary" onClick={() => void run()} disabled={busy}>
          {busy ? 'Probando…' : 'Probar conexión'}
        </Button>
      </div>
      {answer && (
        <p
          role={answer.ok ? 'status' : 'alert'}
          className={answer.ok ? styles.status : styles.error}
        >
          {answer.text}
        </p>
      )}
    </>
  );
}
