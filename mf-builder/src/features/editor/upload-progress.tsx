import type { UploadProgress as Progress } from '@store/platform';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import styles from './upload-progress.module.css';

/**
 * An upload on its way: a progress bar named after what goes (`label`), its percentage as text
 * (or that it is starting, while the size is unknown) and «Cancelar».
 */
export function UploadProgress({
  label,
  progress,
  onCancel,
}: {
  label: string;
  progress: Progress;
  onCancel: () => void;
}) {
  const { t } = useTranslation('builder');
  const fraction = progress.total ? Math.min(1, progress.loaded / progress.total) : null;
  return (
    <div className={styles.upload}>
      <progress aria-label={label} max={1} value={fraction ?? undefined} />
      <span className={styles.percent}>
        {fraction === null
          ? t('uploadStarting')
          : t('uploadPercent', { percent: Math.floor(fraction * 100) })}
      </span>
      <Button size="small" variant="secondary" onClick={onCancel}>
        {t('uploadCancel')}
      </Button>
    </div>
  );
}
