import type { PriceFields } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { Price } from '@store/ui';
import { shownTotal } from '../cart/cart-state';
import styles from './cart-total.module.css';

/**
 * The cart's total as the shop shows prices: with taxes, or before them with the 'plus taxes'
 * note (spec section 2). Without a total, why the last pricing failed (the store unreachable, say).
 */
export function CartTotal({
  fields,
  problem = null,
}: {
  fields: PriceFields | null;
  problem?: string | null;
}) {
  const { t } = useTranslation('cart');
  const { config } = useStore();
  return (
    <p className={styles.total}>
      <span className={styles.label}>{t('totals.total')}</span>
      {fields ? (
        <span className={styles.amount}>
          <Price value={shownTotal(fields, config.withTaxes)} />
          {!config.withTaxes && <span className={styles.note}>{t('totals.plusTaxes')}</span>}
        </span>
      ) : (
        <span className={styles.note} role="alert">
          {problem ?? t('totals.unavailable')}
        </span>
      )}
    </p>
  );
}
