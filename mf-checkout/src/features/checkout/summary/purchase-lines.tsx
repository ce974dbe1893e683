import type { CartItem } from '@store/contracts';
import { useTranslation } from '@store/platform';
import styles from './purchase-lines.module.css';

const valuesOf = (item: CartItem) => (item.type === 'ProductoSimple' ? [item.value] : item.value);

/** The products being bought, as the cart's drawer shows them but without remove controls. */
export function PurchaseLines({ items }: { items: CartItem[] }) {
  const { t } = useTranslation('checkout');
  return (
    <ul className={styles.lines}>
      {items.map((item) => {
        const values = valuesOf(item);
        const first = values[0];
        const image = first?.customizationRender ?? first?.featuredImg ?? item.generic.featured_img;
        const units = values.reduce((sum, value) => sum + value.quantity, 0);
        const technique = first?.applicationTechnique?.name;
        const variants = values
          .map((value) => [value.color, value.size].filter(Boolean).join(' · '))
          .filter(Boolean);
        return (
          <li key={item.shoppingCartUUID} className={styles.line}>
            {image ? (
              <img className={styles.thumbnail} src={image} alt="" width={60} height={60} />
            ) : (
              <span className={styles.thumbnail} />
            )}
            <div>
              <h3 className={styles.name}>{item.generic.name}</h3>
              {variants.length > 0 && <p className={styles.detail}>{variants.join(', ')}</p>}
              {technique && (
                <p className={styles.detail}>{t('myPurchase.customized', { technique })}</p>
              )}
              <p className={styles.detail}>{t('myPurchase.quantity', { count: units })}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
