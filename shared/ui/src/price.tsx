import { moneyParts, type MoneyFormat } from '@store/contracts';
import { useMoneyFormat } from '@store/platform';
import styles from './price.module.css';

/** A price in the tenant's format with the cents shown smaller (spec section 2, the drawer). */
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
    <span
      className={[styles.price, className].filter(Boolean).join(' ')}
      aria-label={`${symbol} ${whole}${cents ? `,${cents}` : ''}`}
    >
      <span aria-hidden="true">
        {symbol} {whole}
        {cents && <span className={styles.cents}>{cents}</span>}
      </span>
    </span>
  );
}
