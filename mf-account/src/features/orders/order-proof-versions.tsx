import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  formatDay,
  PROOF_COMMENT_MAX,
  type OrderDetail,
  type ProofVersion,
} from '@store/contracts';
import { saveFile, StoreApiError, useStore, useTranslation } from '@store/platform';
import { Button, buttonClassName, TextAreaField } from '@store/ui';
import quoteStyles from '../quotes/quotes.module.css';
import type { OrdersApi } from './orders-api';
import styles from './orders.module.css';

const messageOf = (error: unknown) =>
  error instanceof StoreApiError ? error.message : String(error);

/**
 * The proof versions the store sent (issue 32), newest first: each PDF to download, and on the
 * latest one still waiting 'Aprobar prueba' or 'Pedir cambios' (a required comment). The answer
 * stays on the version after; what happened is announced in a live region.
 */
export function OrderProofVersions({
  order,
  api,
  onChange,
}: {
  order: OrderDetail;
  api: OrdersApi;
  onChange: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [commentError, setCommentError] = useState<string | null>(null);
  const comment = useRef<HTMLTextAreaElement>(null);
  const askButton = useRef<HTMLButtonElement>(null);
  const [latest] = order.proofVersions;
  const waiting =
    latest?.state === 'sent' && order.status !== 'cancelled' && order.proof !== 'approved';
  // The form opens with the focus in its field (and gives it back to the button when closed).
  useEffect(() => {
    if (asking) comment.current?.focus();
  }, [asking]);

  async function act(work: () => Promise<OrderDetail>, note: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      onChange(await work());
      setDone(note);
      setAsking(false);
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  async function download(proof: ProofVersion) {
    setError(null);
    try {
      saveFile(await api.proofPdf(proof.pdf), `prueba-${order.number}-v${proof.version}.pdf`);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }
  function submitChanges(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = comment.current?.value.trim() ?? '';
    if (!text || !latest) {
      setCommentError(t('orders.changesRequired'));
      comment.current?.focus();
      return;
    }
    setCommentError(null);
    void act(
      () => api.requestProofChanges(order.id, latest.version, text),
      t('orders.changesSent'),
    );
  }

  return (
    <section className={styles.proof} aria-labelledby="order-proof-versions">
      <h2 id="order-proof-versions" className={styles.subtitle}>
        {t('orders.proofVersionsTitle')}
      </h2>
      {waiting && <p className={quoteStyles.muted}>{t('orders.proofVersionsIntro')}</p>}
      <ul className={styles.proofVersions}>
        {order.proofVersions.map((proof) => (
          <li key={proof.version} data-testid={`proof-version-${proof.version}`}>
            <p>
              <strong>{t('orders.proofVersion', { version: proof.version })}</strong>
              {proof.sentAt &&
                ` · ${t('orders.proofSentOn', { date: formatDay(proof.sentAt, config.environment) })}`}
              {' · '}
              <span>{t(`orders.proofStates.${proof.state}`)}</span>
            </p>
            {proof.comment && (
              <p className={quoteStyles.muted}>
                {t('orders.yourComment', { comment: proof.comment })}
              </p>
            )}
            <Button
              variant="secondary"
              aria-label={t('orders.downloadProofOf', { version: proof.version })}
              onClick={() => void download(proof)}
            >
              {t('orders.downloadProof')}
            </Button>
          </li>
        ))}
      </ul>
      {waiting && latest && !asking && (
        <div className={styles.proofActions}>
          <Button
            disabled={busy}
            aria-label={t('orders.approveProofOf', { version: latest.version })}
            onClick={() =>
              void act(
                () => api.approveProof(order.id, latest.version),
                t('orders.proofVersionApproved', { version: latest.version }),
              )
            }
          >
            {t('orders.approveProof')}
          </Button>
          {/* A plain button (with the primitive's look): the focus returns to it when the form closes. */}
          <button
            ref={askButton}
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            disabled={busy}
            onClick={() => setAsking(true)}
          >
            {t('orders.requestChanges')}
          </button>
        </div>
      )}
      {waiting && latest && asking && (
        <form onSubmit={submitChanges} aria-label={t('orders.requestChanges')} noValidate>
          <TextAreaField
            ref={comment}
            label={t('orders.changesLabel')}
            hint={t('orders.changesHint', { max: PROOF_COMMENT_MAX })}
            error={commentError}
            name="comment"
            rows={4}
            maxLength={PROOF_COMMENT_MAX}
            required
          />
          <div className={styles.proofActions}>
            <Button type="submit" disabled={busy}>
              {t('orders.sendChanges')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setAsking(false);
                setCommentError(null);
                requestAnimationFrame(() => askButton.current?.focus());
              }}
            >
              {t('orders.keepProof')}
            </Button>
          </div>
        </form>
      )}
      <p role="status" className={styles.proofNews}>
        {done}
      </p>
      {error && (
        <p role="alert" className={quoteStyles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
