import { formatMoney, type ApplicationTechnique } from '@store/contracts';
import { useTranslation, useMoneyFormat, useStore } from '@store/platform';
import { Price } from '@store/ui';
import type { LivePrice } from './use-live-price';
import styles from './editor.module.css';

/** The server's price of the configured quantity, and the under-minimum rule as it applies. */
export function PriceBox({
  price,
  units,
  technique,
}: {
  price: LivePrice;
  units: number;
  technique: ApplicationTechnique | null;
}) {
  const { t } = useTranslation('builder');
  const { config } = useStore();
  const money = useMoneyFormat();
  const answer = price.status === 'done' ? price.answer : null;
  const amount = answer?.ok
    ? config.withTaxes
      ? answer.price.total
      : answer.price.subTotal
    : null;
  const under = technique && units > 0 && units < technique.minUnitsForPrinting;
  return (
    <section className={styles.priceBox} aria-busy={price.status === 'loading'}>
      <h2>{t('price', { count: units })}</h2>
      {amount !== null && units > 0 && (
        <>
          <p>
            {t('unitPrice')}: <Price value={amount / units} />
          </p>
          <p className={styles.total}>
            {t('total')}: <Price value={amount} />{' '}
            <small>{config.withTaxes ? t('withTaxes') : t('plusTaxes')}</small>
          </p>
        </>
      )}
      {under && (
        <p className={styles.warning}>
          {t('underMinimum', {
            count: technique.minUnitsForPrinting,
            amount: formatMoney(technique.customizationUnderMinimumExtraCost, money),
          })}
        </p>
      )}
      <p role="status" className={answer && !answer.ok ? styles.problem : styles.note}>
        {price.status === 'loading'
          ? t('calculating')
          : answer && !answer.ok
            ? (answer.message ?? t('priceUnavailable'))
            : ''}
      </p>
    </section>
  );
}
