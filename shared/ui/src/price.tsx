import { moneyParts, type MoneyFormat } from '@store/contracts';
import { useMoneyFormat } from '@store/platform';
import styles from './price.module.css';

/**
 * A price in the tenant's format with the cents shown smaller (spec section 2, the drawer). A
 * screen reader reads the whole amount from visually hidden text ("$ 1.234,50"), not the figures
 * as drawn ("$ 1.234 50"): `aria-label` is not allowed on an element without a role (axe's
 * aria-prohibited-attr), and most screen readers ignore it there.
 */
export function Price({
  value,
  format,
  className,
}: {
  value: number;
  format?: MoneyFormat;
  className?: string;
}) {
  const tenantFormat = useMoneyFormat();
  const { symbol, whole, cents } = moneyParts(value, format ?? tenantFormat);
  return (
    <span className={[styles.price, className].filter(Boolean).join(' ')}>
      <span className={styles.spoken}>{`${symbol} ${whole}${cents ? `,${cents}` : ''}`}</span>
      <span aria-hidden="true">
        {symbol} {whole}
        {cents && <span className={styles.cents}>{cents}</span>}
      </span>
    </span>
  );
}
