import type { ProductDetail } from '@store/contracts';
import { useTranslation } from '@store/platform';
import type { DesignSession } from './use-design-session';
import { useTechniqueSwitch } from './use-technique-switch';
import styles from './editor.module.css';

/** The technique the design prints with; a change keeps the design, fitted (and says so). */
export function TechniqueSelect({
  product,
  session,
  disabled,
}: {
  product: ProductDetail;
  session: DesignSession;
  disabled: boolean;
}) {
  const { t } = useTranslation('builder');
  const { choose, notice } = useTechniqueSwitch(product, session);
  return (
    <div>
      <label className={styles.select}>
        {t('technique')}
        <select
          value={session.design.techniqueId}
          disabled={disabled}
          onChange={(event) => choose(Number(event.target.value))}
        >
          {product.techniques.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
      <p role="status" aria-label={t('techniqueChange')} className={styles.techniqueNotice}>
        {notice}
      </p>
    </div>
  );
}
