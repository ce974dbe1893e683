import type { CartContents, ShippingQuoteOption } from '@store/contracts';
import { useMessages } from '@store/platform';
import { Price, ProgressBar } from '@store/ui';
import styles from './checkout-summary.module.css';
import { PurchaseLines } from './purchase-lines';

/**
 * Beside the stepper: the drawer's content without remove controls, the server's totals of the
 * products and the chosen shipping. The order's grand total is the server's, shown once placed.
 */
export function CheckoutSummary({
  contents,
  shipping,
}: {
  contents: CartContents;
  shipping: ShippingQuoteOption | null;
}) {
  const { t } = useMessages('checkout');
  const total = contents.prices?.at(-1)?.value ?? null;
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.title}>
        {t('summary.title')}
      </h2>
      {contents.mode === 'direct' && (
        <p className={styles.note}>
          {t(contents.quoteId ? 'myPurchase.directQuote' : 'myPurchase.direct')}
        </p>
      )}
      <PurchaseLines items={contents.items} />
      {contents.priceProblem && (
        <p className={styles.problem} role="alert">
          {contents.priceProblem}
        </p>
      )}
      {!total && !contents.priceProblem && <ProgressBar label={t('summary.calculating')} />}
      {total && (
        <dl className={styles.rows}>
          <div>
            <dt>{t('summary.subtotal')}</dt>
            <dd>
              <Price value={total.subTotal} />
            </dd>
          </div>
          <div>
            <dt>{t('summary.taxes')}</dt>
            <dd>
              <Price value={total.taxes} />
            </dd>
          </div>
          <div className={styles.total}>
            <dt>{t('summary.total')}</dt>
            <dd>
              <Price value={total.total} />
            </dd>
          </div>
          {shipping && (
            <div>
              <dt>{t('summary.shipping', { carrier: shipping.carrier.name })}</dt>
              <dd>
                <Price value={shipping.amounts.price_incl_tax} />
              </dd>
            </div>
          )}
        </dl>
      )}
      {!shipping && <p className={styles.note}>{t('summary.shippingLater')}</p>}
    </aside>
  );
}
