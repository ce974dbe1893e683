import { useState, type FormEvent } from 'react';
import { toStoreApiError } from '@store/platform';
import { Button, TextField } from '@store/ui';
import { adminApi } from '../api/admin-api';
import type { StaffLoginAnswer } from '@store/contracts';
import styles from '../layout/backoffice.module.css';

/** An owner's second step: the authenticator's code; the first time, the secret to add to it. */
export function SecondFactor({
  answer,
  onAnswer,
}: {
  answer: StaffLoginAnswer;
  onAnswer: (answer: StaffLoginAnswer) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code')).trim();
    setBusy(true);
    setError(null);
    try {
      onAnswer(await adminApi.secondFactor(answer.challenge!, code));
    } catch (failure) {
      setError(toStoreApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={`${styles.card} ${styles.narrow}`} onSubmit={submit} noValidate>
      <h1>Segundo factor</h1>
      {answer.step === 'totp-setup' ? (
        <>
          <p>
            Agregue esta clave a una aplicación de autenticación (Google Authenticator, Authy,
            1Password…) y escriba el código de 6 dígitos que muestra.
          </p>
          <p className={styles.code} data-testid="totp-secret">
            {answer.totpSecret}
          </p>
          <p>
            <a href={answer.otpauthUri ?? '#'}>Abrir en la aplicación de autenticación</a>
          </p>
        </>
      ) : (
        <p>
          Escriba el código de 6 dígitos de la aplicación de autenticación, o un código de
          recuperación.
        </p>
      )}
      <TextField
        label="Código"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} block>
        Confirmar
      </Button>
    </form>
  );
}

/** Shown once: the recovery codes of a second factor just turned on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <section className={`${styles.card} ${styles.narrow}`}>
      <h1>Códigos de recuperación</h1>
      <p>Guarde estos códigos en un lugar seguro: cada uno sirve una vez si pierde el teléfono.</p>
      <ul className={styles.code}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone} block>
        Ya los guardé
      </Button>
    </section>
  );
}
