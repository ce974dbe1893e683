import type { PriceFields } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { AmountRow } from './amount-row';
import styles from './line-breakdown.module.css';

/**
 * A line's breakdown (spec section 3: base, application, taxes, total) in the prices the buyer
 * pays: products and customisation with the shop's margin, then IVA; the rows add up to the total.
 */
export function LineBreakdown({ fields }: { fields: PriceFields }) {
  const { t } = useTranslation('cart');
  return (
    <div className={styles.breakdown}>
      <dl className={styles.rows}>
        <AmountRow term={t('line.products')} value={fields.basePriceWithProfit} />
        {fields.applicationPriceWithProfit > 0 && (
          <AmountRow term={t('line.application')} value={fields.applicationPriceWithProfit} />
        )}
        <AmountRow term={t('line.taxes')} value={fields.taxes} />
        <AmountRow term={t('line.total')} value={fields.total} className={styles.total} />
      </dl>
      {fields.psmPriceWithProfit > 0 && <p className={styles.note}>{t('line.underMinimum')}</p>}
    </div>
  );
}
