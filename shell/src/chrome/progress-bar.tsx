import { useActivity, useTranslation } from '@store/platform';
import { ProgressBar } from '@store/ui';
import { useProgressDisplay } from './use-progress-display';
import styles from './progress-bar.module.css';

/** The thin bar at the top of the page while the store talks to the server; red when it failed. */
export function PageProgress() {
  const { t } = useTranslation('shell');
  const state = useProgressDisplay(useActivity());
  if (state === 'hidden') return null;
  return (
    <div className={styles.top} data-part="progress">
      <ProgressBar
        label={state === 'failed' ? t('progress.failed') : t('progress.loading')}
        failed={state === 'failed'}
      />
    </div>
  );
}
