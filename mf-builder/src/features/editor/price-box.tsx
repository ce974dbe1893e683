import { useState } from 'react';
import { formatMoney, type ApplicationTechnique } from '@store/contracts';
import { useTranslation, useMoneyFormat, useStore } from '@store/platform';
import { PendingFigures, Price } from '@store/ui';
import type { LivePrice } from './use-live-price';
import styles from './editor.module.css';

/** The server's price of the configured quantity, and the under-minimum rule as it applies. */
export function PriceBox({
  price,
  units,
  technique,
  emptyDesign,
}: {
  price: LivePrice;
  units: number;
  technique: ApplicationTechnique | null;
  /** Nothing on the product yet: the price is asked for once there is a design to price. */
  emptyDesign: boolean;
}) {
  const { t } = useTranslation('builder');
  const { config } = useStore();
  const money = useMoneyFormat();
  const answer = price.status === 'done' ? price.answer : null;
  // The server's unit price and total as it answered them (the unit rounded first, so the net
  // unit x quantity is the line's net); nothing is divided or rounded here.
  const shown = answer?.ok
    ? config.withTaxes
      ? { unit: answer.price.unitTotal, total: answer.price.total }
      : { unit: answer.price.unitSubTotal, total: answer.price.subTotal }
    : null;
  const under = technique && units > 0 && units < technique.minUnitsForPrinting;
  const calculating = price.status === 'loading';
  // While a new price is calculated, its lines keep their room under «Calculando precio…»: the
  // last price's lines, or two lines of zeros before the first price.
  const [lastShown, setLastShown] = useState(shown);
  if (shown && (shown.unit !== lastShown?.unit || shown.total !== lastShown?.total))
    setLastShown(shown);
  const lines = shown ?? (calculating ? (lastShown ?? { unit: 0, total: 0 }) : null);
  return (
    <section className={styles.priceBox} aria-busy={calculating}>
      <h2>{t('price', { count: units })}</h2>
      <PendingFigures
        pending={calculating}
        status={
          <p role="status" className={answer && !answer.ok ? styles.problem : styles.note}>
            {calculating
              ? t('calculating')
              : answer && !answer.ok
                ? (answer.message ?? t('priceUnavailable'))
                : emptyDesign && units > 0
                  ? t('priceNeedsDesign')
                  : ''}
          </p>
        }
      >
        {lines && units > 0 && (
          <>
            {lines.unit !== undefined && (
              <p>
                {t('unitPrice')}: <Price value={lines.unit} />
              </p>
            )}
            <p className={styles.total}>
              {t('total')}: <Price value={lines.total} />{' '}
              <small>{config.withTaxes ? t('withTaxes') : t('plusTaxes')}</small>
            </p>
          </>
        )}
      </PendingFigures>
      {under && (
        <p className={styles.warning}>
          {t('underMinimum', {
            count: technique.minUnitsForPrinting,
            amount: formatMoney(technique.customizationUnderMinimumExtraCost, money),
          })}
        </p>
      )}
    </section>
  );
}
