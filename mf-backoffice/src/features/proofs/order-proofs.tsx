import { useRef, type FormEvent } from 'react';
import type { Environment, StaffProofVersion } from '@store/contracts';
import { StoreApiError } from '@store/platform';
import { Button } from '@store/ui';
import { adminApi } from '../api/admin-api';
import styles from '../layout/backoffice.module.css';
import { useSend } from '../layout/use-send';
import { PROOF_STATE_NAMES, when } from '../texts';

/** The calls the card makes (the back office's client; a test gives its own). */
export type ProofCalls = Pick<
  typeof adminApi,
  'generateProof' | 'uploadProof' | 'sendProof' | 'proofPdf'
>;

/** A refusal before anything is sent, shown as the API's are. */
const refused = (message: string) => new StoreApiError('unknown', message);

/** The largest PDF the API takes as a proof (10 MB): said before the upload starts. */
const PROOF_PDF_BYTES = 10 * 1024 * 1024;

/**
 * «Pruebas de diseño» (issue 32): every version of the order's proof, newest first, with who
 * made and sent it, its state and the buyer's comment; production and the owner generate one from
 * the saved designs or upload a PDF, and send the latest to the buyer. Other roles read it.
 */
export function OrderProofs({
  token,
  orderId,
  number,
  proofs,
  canWrite,
  open,
  environment,
  onDone,
  api = adminApi,
}: {
  token: string;
  orderId: number;
  number: string;
  proofs: StaffProofVersion[];
  /** The member's role may make and send proofs (`proofs.write`). */
  canWrite: boolean;
  /** The designs may still change (received or paid): new versions are possible. */
  open: boolean;
  /** The store's country: dates in its time zone. */
  environment: Environment;
  onDone: () => void;
  api?: ProofCalls;
}) {
  const { busy, send, messages } = useSend(onDone);
  const fileInput = useRef<HTMLInputElement>(null);
  const latest = proofs[0];
  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = fileInput.current?.files?.[0];
    void send(async () => {
      if (!file) throw refused('Elija el PDF de la prueba.');
      if (file.size > PROOF_PDF_BYTES)
        throw refused('El PDF supera los 10 MB: reduzca su tamaño antes de subirlo.');
      await api.uploadProof(token, orderId, file);
      form.reset();
    }, 'PDF subido como versión nueva. Revíselo y envíelo al cliente.');
  };
  return (
    <section className={styles.card} aria-labelledby="order-proofs">
      <h2 id="order-proofs">Pruebas de diseño</h2>
      {proofs.length === 0 ? (
        <p>Todavía no hay versiones de la prueba.</p>
      ) : (
        <ol reversed className={styles.proofList}>
          {proofs.map((proof) => (
            <li key={proof.version} data-testid={`proof-version-${proof.version}`}>
              <strong>Versión {proof.version}</strong> ·{' '}
              {proof.source === 'generated' ? 'generada' : 'PDF subido'} por {proof.createdBy} el{' '}
              {when(proof.createdAt, environment)} ·{' '}
              <strong>{PROOF_STATE_NAMES[proof.state] ?? proof.state}</strong>
              {proof.sentAt && (
                <>
                  {' '}
                  · enviada por {proof.sentBy} el {when(proof.sentAt, environment)}
                </>
              )}
              {proof.answeredAt && <> · respondida el {when(proof.answeredAt, environment)}</>}
              {proof.comment && (
                <blockquote className={styles.proofComment}>
                  Comentario del cliente: «{proof.comment}»
                </blockquote>
              )}{' '}
              <Button
                variant="ghost"
                size="small"
                aria-label={`Descargar PDF de la versión ${proof.version}`}
                onClick={() =>
                  void send(() => api.proofPdf(token, number, proof), 'Descarga lista.')
                }
              >
                Descargar PDF
              </Button>
            </li>
          ))}
        </ol>
      )}
      {canWrite && open && (
        <>
          <div className={styles.row}>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void send(
                  () => api.generateProof(token, orderId),
                  'Prueba generada desde los diseños guardados. Revísela y envíela al cliente.',
                )
              }
            >
              Generar prueba
            </Button>
            {latest?.state === 'draft' && (
              <Button
                disabled={busy}
                onClick={() =>
                  void send(
                    () => api.sendProof(token, orderId, latest.version),
                    `Versión ${latest.version} enviada al cliente por correo.`,
                  )
                }
              >
                Enviar al cliente (versión {latest.version})
              </Button>
            )}
          </div>
          {/* Checked here (a missing file, its size) with a Spanish message, not the browser's. */}
          <form
            className={styles.row}
            onSubmit={upload}
            aria-label="Nueva versión desde un PDF"
            noValidate
          >
            <label>
              Archivo PDF de la prueba{' '}
              <input
                ref={fileInput}
                type="file"
                name="file"
                accept="application/pdf,.pdf"
                required
              />
            </label>
            <Button type="submit" variant="secondary" disabled={busy}>
              Subir PDF
            </Button>
          </form>
        </>
      )}
      {messages}
    </section>
  );
}
