import { languageTagOf, type ShippingQuoteOption } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import { Price } from '@store/ui';
import styles from './shipment-step.module.css';
import { isStorePickup } from './use-quote';

/** `2026-12-03` as the buyer reads it: "jueves 3 de diciembre". */
function useDayFormat() {
  const { config } = useStore();
  const format = new Intl.DateTimeFormat(languageTagOf(config.environment), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/**
 * One option: logo, carrier and service, delivery time, in-hands date, the cheapest and fastest
 * shipping marked, price. Picking up at the store says where and from when instead.
 */
export function QuoteOption({ option }: { option: ShippingQuoteOption }) {
  const { t } = useTranslation('checkout');
  const day = useDayFormat();
  const { min, max } = option.delivery_time;
  const inHands = option.estimated_in_hands;
  const atStore = isStorePickup(option);
  return (
    <span className={styles.option}>
      <span className={styles.logo}>
        {/* The carrier's name follows in text: the mark is decoration for a screen reader. */}
        {option.carrier.logo && <img src={option.carrier.logo} alt="" width={80} height={32} />}
      </span>
      <span className={styles.text}>
        <strong>
          {option.carrier.name} · {option.service_type.name}
        </strong>
        {atStore ? (
          <>
            <span>{option.pickup_points[0]?.address}</span>
            <span>{t('shipment.pickupFrom', { min: day(inHands.min) })}</span>
          </>
        ) : (
          <>
            <span>
              {max === 0
                ? t('shipment.noTransit')
                : min === max
                  ? t('shipment.sameDays', { count: min })
                  : t('shipment.days', { min, max })}
            </span>
            <span>
              {inHands.min === inHands.max
                ? t('shipment.inHandsSame', { min: day(inHands.min) })
                : t('shipment.inHands', { min: day(inHands.min), max: day(inHands.max) })}
            </span>
          </>
        )}
        <span className={styles.tags}>
          {option.tags.includes('cheapest') && (
            <span className={styles.tag}>{t('shipment.cheapest')}</span>
          )}
          {option.tags.includes('fastest') && (
            <span className={styles.tag}>{t('shipment.fastest')}</span>
          )}
        </span>
      </span>
      <span className={styles.price}>
        {option.amounts.price_incl_tax === 0 ? (
          t('shipment.free')
        ) : (
          <Price value={option.amounts.price_incl_tax} />
        )}
      </span>
    </span>
  );
}
