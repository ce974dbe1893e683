import { Link, useTranslation } from '@store/platform';
import type { LineView } from './line-view';
import styles from './missing-design.module.css';

/**
 * A customised line whose design is still to be made: it says so, and leads to the builder to
 * design it or to put a logo on it ('Subir logo' opens it with the file picker in focus).
 */
export function MissingDesign({ line, onLeave }: { line: LineView; onLeave?: () => void }) {
  const { t } = useTranslation('cart');
  if (!line.missingDesign) return null;
  return (
    <div className={styles.missing}>
      <p className={styles.label}>{t('line.designMissing')}</p>
      {line.designPath && line.uploadPath && (
        <p className={styles.actions}>
          <Link
            to={line.designPath}
            aria-label={t('line.designOf', { name: line.name })}
            onClick={onLeave}
          >
            {t('line.design')}
          </Link>
          <Link
            to={line.uploadPath}
            aria-label={t('line.uploadLogoOf', { name: line.name })}
            onClick={onLeave}
          >
            {t('line.uploadLogo')}
          </Link>
        </p>
      )}
    </div>
  );
}
