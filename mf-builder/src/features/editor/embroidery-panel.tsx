import type { DesignView } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { useEmbroideryPreview } from './use-embroidery-preview';
import styles from './editor.module.css';

/** On an embroidery technique: the server's preview in thread colours and its stitch estimate. */
export function EmbroideryPanel({ view }: { view: DesignView }) {
  const { t } = useTranslation('builder');
  const state = useEmbroideryPreview(view);
  if (state.status === 'idle') return null;
  return (
    <section
      className={styles.priceBox}
      aria-busy={state.status === 'loading'}
      aria-label={t('embroidery')}
    >
      <h2>{t('embroidery')}</h2>
      {state.status === 'failed' && <p className={styles.problem}>{state.message}</p>}
      {state.status === 'done' && (
        <>
          <img
            src={state.preview.image}
            width={state.preview.widthPx}
            height={state.preview.heightPx}
            alt={t('embroideryAlt', { view: view.view })}
            className={styles.embroideryPreview}
          />
          <p className={styles.total}>
            {t('stitches', { stitches: state.preview.stitches.toLocaleString('es-AR') })}
          </p>
          <p className={styles.note}>
            {t('threads', { list: state.preview.threads.map((thread) => thread.name).join(', ') })}
          </p>
        </>
      )}
    </section>
  );
}
