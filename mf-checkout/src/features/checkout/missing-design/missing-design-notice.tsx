import { itemDesignMissing, missingDesignPath, type CartItem } from '@store/contracts';
import { Link, useTranslation } from '@store/platform';
import styles from './missing-design-notice.module.css';

const techniqueOf = (item: CartItem) =>
  (item.type === 'ProductoSimple' ? item.value : item.value[0])?.applicationTechnique?.name ?? '';

/**
 * Before 'Confirmar pedido': the customised lines without a design, each with the builder to
 * design it or to put a logo on it, and what confirming without one means. Nothing when every
 * customised line has its design.
 */
export function MissingDesignNotice({ items }: { items: CartItem[] }) {
  const { t } = useTranslation('checkout');
  const missing = items.filter(itemDesignMissing);
  if (missing.length === 0) return null;
  return (
    <section className={styles.notice} aria-labelledby="missing-design-title">
      <h3 id="missing-design-title" className={styles.title}>
        {t('missingDesign.title')}
      </h3>
      <p className={styles.text}>{t('missingDesign.lead', { count: missing.length })}</p>
      <ul className={styles.lines}>
        {missing.map((item) => {
          const name = item.generic.name;
          const design = missingDesignPath(item);
          const upload = missingDesignPath(item, true);
          return (
            <li key={item.shoppingCartUUID}>
              <span>{t('missingDesign.line', { name, technique: techniqueOf(item) })}</span>
              {design && upload && (
                <span className={styles.actions}>
                  <Link to={design} aria-label={t('missingDesign.designOf', { name })}>
                    {t('missingDesign.design')}
                  </Link>
                  <Link to={upload} aria-label={t('missingDesign.uploadOf', { name })}>
                    {t('missingDesign.upload')}
                  </Link>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.text}>{t('missingDesign.later')}</p>
    </section>
  );
}
