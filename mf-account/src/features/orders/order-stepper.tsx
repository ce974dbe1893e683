import { formatDay, type OrderDetail, type OrderStatus } from '@store/contracts';
import { useTranslation, useStore } from '@store/platform';
import styles from './orders.module.css';

const STEPS: OrderStatus[] = [
  'received',
  'paid',
  'proof_approved',
  'in_production',
  'shipped',
  'delivered',
];

/**
 * The track-order stepper: a step is complete when the history has it; a step the order passed
 * over (the operator may skip production, say) says so rather than claiming it happened. The
 * payment and the proof are never "sin este paso" (issue 30: the store refuses those moves): an
 * order of a buyer with credit terms says it is paid later, any other unpaid or unapproved step
 * is pending. The proof step shows only for customised orders.
 */
export function OrderStepper({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('account');
  const { config } = useStore();
  const customised = order.lines.some((line) => line.hasProductBuilding);
  const steps = STEPS.filter((step) => step !== 'proof_approved' || customised);
  const reached = (step: OrderStatus) => order.history.find((entry) => entry.status === step);
  const furthest = Math.max(...order.history.map((entry) => STEPS.indexOf(entry.status)));
  return (
    <section aria-labelledby="order-tracking">
      <h2 id="order-tracking" className={styles.subtitle}>
        {t('orders.tracking')}
      </h2>
      {order.status === 'cancelled' && <p className={styles.cancelled}>{t('orders.cancelled')}</p>}
      <ol className={styles.stepper}>
        {steps.map((step) => {
          const entry = reached(step);
          const done = entry !== undefined;
          const mandatory = step === 'paid' || step === 'proof_approved';
          const skipped = !done && !mandatory && STEPS.indexOf(step) < furthest;
          const onCredit = !done && step === 'paid' && order.creditTerms;
          return (
            <li
              key={step}
              className={done ? styles.done : styles.todo}
              aria-current={order.status === step ? 'step' : undefined}
            >
              <span className={styles.mark} aria-hidden="true">
                {done ? '✓' : ''}
              </span>
              <span>
                {t(`orders.status.${step}`)}{' '}
                <span className={styles.when}>
                  {done
                    ? t('orders.stepDone')
                    : onCredit
                      ? t('orders.stepOnCredit')
                      : skipped
                        ? t('orders.stepSkipped')
                        : t('orders.stepPending')}
                  {entry ? ` · ${formatDay(entry.at, config.environment)}` : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {order.trackingUrl && (
        <p>
          <a href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('orders.followShipment', { carrier: order.shipping.carrierName })}
          </a>
        </p>
      )}
    </section>
  );
}
