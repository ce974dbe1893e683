import { useState, type FormEvent } from 'react';
import { toStoreApiError } from '@store/platform';
import { Button, TextField } from '@store/ui';
import { adminApi } from '../api/admin-api';
import type { StaffLoginAnswer } from '@store/contracts';
import styles from '../layout/backoffice.module.css';
import type { StaffSession } from '../session/staff-session';
import { RecoveryCodes, SecondFactor } from './second-factor';

/** The staff's login: e-mail and password, then an owner's code (or its first setup). */
export function LoginPage({
  onSession,
  invitationCode,
}: {
  onSession: (session: StaffSession) => void;
  invitationCode: string | null;
}) {
  const [answer, setAnswer] = useState<StaffLoginAnswer | null>(null);
  const [codes, setCodes] = useState<{ codes: string[]; session: StaffSession } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const take = (next: StaffLoginAnswer) => {
    if (next.step !== 'done') return setAnswer(next);
    const session = { token: next.accessToken!, member: next.member! };
    if (next.recoveryCodes) setCodes({ codes: next.recoveryCodes, session });
    else onSession(session);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const password = String(form.get('password'));
      take(
        invitationCode
          ? await adminApi.acceptInvitation(invitationCode, password)
          : await adminApi.login(String(form.get('email')), password),
      );
    } catch (failure) {
      setError(toStoreApiError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes.codes} onDone={() => onSession(codes.session)} />;
  if (answer) return <SecondFactor answer={answer} onAnswer={take} />;
  return (
    <form className={`${styles.card} ${styles.narrow}`} onSubmit={submit} noValidate>
      <h1>{invitationCode ? 'Aceptar la invitación' : 'Ingreso del equipo'}</h1>
      {invitationCode ? (
        <p>Elija una contraseña de al menos 8 caracteres para entrar a la administración.</p>
      ) : (
        <TextField
          label="Correo electrónico"
          name="email"
          type="email"
          autoComplete="username"
          required
        />
      )}
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete={invitationCode ? 'new-password' : 'current-password'}
        required
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} block>
        {invitationCode ? 'Guardar y entrar' : 'Ingresar'}
      </Button>
    </form>
  );
}
