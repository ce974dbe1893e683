import { useState, type FormEvent } from 'react';
import { toStoreApiError } from '@store/platform';
import { Button, SelectField, TextField, VisuallyHidden, useKeyedLoad } from '@store/ui';
import { adminApi } from '../api/admin-api';
import type { StaffRole } from '@store/contracts';
import styles from '../layout/backoffice.module.css';
import { day, ROLE_NAMES } from '../texts';

const ROLES = Object.keys(ROLE_NAMES) as StaffRole[];

/** The owner's staff page: who is in, invitations by e-mail, roles, removal. */
export function StaffPage({ token, selfId }: { token: string; selfId: number }) {
  const { data, error, reload } = useKeyedLoad('staff', () => adminApi.staff(token));
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const run = async (work: () => Promise<unknown>, note: string) => {
    setMessage(null);
    try {
      await work();
      setMessage({ text: note, failed: false });
      reload();
    } catch (failure) {
      setMessage({ text: toStoreApiError(failure).message, failed: true });
    }
  };
  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email')).trim();
    void run(
      () => adminApi.invite(token, email, String(form.get('role')) as StaffRole),
      `Invitación enviada a ${email}.`,
    );
  };
  return (
    <section>
      <h1>Equipo</h1>
      <form className={`${styles.card} ${styles.row}`} onSubmit={invite} aria-label="Invitar">
        <TextField label="Correo electrónico" name="email" type="email" required />
        <SelectField label="Rol" name="role" defaultValue="sales">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_NAMES[r]}
            </option>
          ))}
        </SelectField>
        <Button type="submit">Invitar</Button>
      </form>
      {message && (
        <p
          role={message.failed ? 'alert' : 'status'}
          className={message.failed ? styles.error : styles.status}
        >
          {message.text}
        </p>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {data && (
        <div className={`${styles.card} ${styles.tableWrap}`}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Correo</th>
                <th>Rol</th>
                <th>Estado</th>
                <th>Último ingreso</th>
                <th>
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((m) => (
                <tr key={m.id}>
                  <td>{m.email}</td>
                  <td>
                    {m.id === selfId ? (
                      ROLE_NAMES[m.role]
                    ) : (
                      <select
                        aria-label={`Rol de ${m.email}`}
                        value={m.role}
                        onChange={(e) =>
                          void run(
                            () => adminApi.changeRole(token, m.id, e.target.value as StaffRole),
                            'Rol cambiado.',
                          )
                        }
                      >
                        {ROLES.map((r) => (
                          <option key={r} value={r}>
                            {ROLE_NAMES[r]}
                          </option>
                        ))}
                      </select>
                    )}
                  </td>
                  <td>{m.status === 'active' ? 'Activo' : 'Invitado'}</td>
                  <td>{m.lastLoginAt ? day(m.lastLoginAt) : '—'}</td>
                  <td>
                    {m.id !== selfId && (
                      <Button
                        variant="ghost"
                        size="small"
                        onClick={() =>
                          void run(
                            () => adminApi.remove(token, m.id),
                            `${m.email} ya no es parte del equipo.`,
                          )
                        }
                      >
                        Quitar
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
