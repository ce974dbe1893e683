import { useActivity, useTranslation } from '@store/platform';
import { ProgressBar } from '@store/ui';
import { useProgressDisplay } from './use-progress-display';
import styles from './progress-bar.module.css';

/**
 * The thin bar at the top of the page while the store talks to the server; red when it failed.
 * Its place is a status region, there before the bar: the page's content all sits in landmarks or
 * live regions (axe's 'region'), and a failure is announced where the bar shows it.
 */
export function PageProgress() {
  const { t } = useTranslation('shell');
  const state = useProgressDisplay(useActivity());
  return (
    <div className={styles.top} role="status">
      {state !== 'hidden' && (
        <ProgressBar
          label={state === 'failed' ? t('progress.failed') : t('progress.loading')}
          failed={state === 'failed'}
        />
      )}
    </div>
  );
}
