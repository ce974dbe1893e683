import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import styles from './step-form.module.css';

/** The "imports" part: the last order's details, offered while the step is still empty. */
export function ImportsOffer({ onUse }: { onUse: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.imports}>
      <span>{t('imports.title')}</span>
      <Button variant="secondary" size="small" onClick={onUse}>
        {t('imports.use')}
      </Button>
    </div>
  );
}
