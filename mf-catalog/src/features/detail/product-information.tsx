import type { ProductDetail } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import styles from './detail.module.css';

/** Description, print areas per technique and, when the tenant enables it, complementary information. */
export function ProductInformation({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog-detail');
  const { config } = useStore();
  const { width, height, depth } = product.sizeCm;
  return (
    <div className={styles.information}>
      <section>
        <h2>{t('detail.description')}</h2>
        <p>{product.description}</p>
        <p className={styles.muted}>
          {t('detail.shipping', { weight: product.weightGrams, width, height, depth })}
        </p>
      </section>
      {product.techniques.length > 0 && (
        <section>
          <h2>{t('detail.printAreas')}</h2>
          <ul className={styles.areas}>
            {product.techniques.map((technique) => (
              <li key={technique.id}>
                <strong>{technique.name}</strong>:{' '}
                {technique.printAreas
                  .map((area) => `${area.name} ${area.widthMm} x ${area.heightMm} mm`)
                  .join(' · ')}
              </li>
            ))}
          </ul>
        </section>
      )}
      {config.showComplementaryInformation && product.complementaryInformation && (
        <details className={styles.complementary}>
          <summary>{t('detail.complementary')}</summary>
          {product.complementaryInformation.split('\n').map((line) => (
            <p key={line}>{line}</p>
          ))}
        </details>
      )}
    </div>
  );
}
