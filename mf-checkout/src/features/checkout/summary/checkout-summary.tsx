import type { CartContents, ShippingQuoteOption } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { Price, ProgressBar } from '@store/ui';
import styles from './checkout-summary.module.css';
import { PurchaseLines } from './purchase-lines';
import type { OrderTotalsState } from './use-order-totals';

/**
 * Beside the stepper: the drawer's content without remove controls and the server's totals of
 * the products; once a shipping option is chosen, what the order will charge as the server
 * computes it (`Orders/GetOrderTotals`): Subtotal, the shipping, IVA and the total to pay, the
 * figures the order and its invoice then carry.
 */
export function CheckoutSummary({
  contents,
  shipping,
  totals,
}: {
  contents: CartContents;
  shipping: ShippingQuoteOption | null;
  totals: OrderTotalsState;
}) {
  const { t } = useTranslation('checkout');
  const products = contents.prices?.at(-1)?.value ?? null;
  const charge = shipping && totals.status === 'ready' ? totals.totals : null;
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
      {!products && !contents.priceProblem && <ProgressBar label={t('summary.calculating')} />}
      {shipping && totals.status === 'loading' && <ProgressBar label={t('summary.calculating')} />}
      {charge && shipping ? (
        <dl className={styles.rows} aria-label={t('summary.chargeLabel')}>
          <Row term={t('summary.subtotal')} value={charge.subTotal} />
          <Row
            term={t('summary.shipping', { carrier: shipping.carrier.name })}
            value={charge.shippingNet}
          />
          {charge.taxesByRate.map((group) => (
            <Row
              key={group.rate}
              term={t('summary.taxesAt', { rate: percent(group.rate) })}
              value={group.iva}
            />
          ))}
          <Row term={t('summary.toPay')} value={charge.total} grand />
        </dl>
      ) : (
        products && (
          <dl className={styles.rows}>
            <Row term={t('summary.subtotal')} value={products.subTotal} />
            <Row term={t('summary.taxes')} value={products.taxes} />
            <Row term={t('summary.total')} value={products.total} grand />
          </dl>
        )
      )}
      {!shipping && <p className={styles.note}>{t('summary.shippingLater')}</p>}
      {shipping && totals.status === 'failed' && (
        <p className={styles.note} role="alert">
          {t('summary.chargeFailed')}
        </p>
      )}
    </aside>
  );
}

/** 0.21 -> "21", 0.105 -> "10,5". */
const percent = (rate: number) => String(Math.round(rate * 1000) / 10).replace('.', ',');

function Row({ term, value, grand }: { term: string; value: number; grand?: boolean }) {
  return (
    <div className={grand ? styles.total : undefined}>
      <dt>{term}</dt>
      <dd>
        <Price value={value} />
      </dd>
    </div>
  );
}
