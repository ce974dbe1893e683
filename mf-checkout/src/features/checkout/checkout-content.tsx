import { paths, type CartContents } from '@store/contracts';
import { Link, useTranslation, useStore } from '@store/platform';
import { buttonClassName, EmptyState, ProgressBar } from '@store/ui';
import styles from './checkout-page.module.css';
import { OrderPlaced } from './placed/order-placed';
import { CheckoutStepper } from './stepper/checkout-stepper';
import type { StepName } from './state/checkout-data';
import { readLastDetails, type LastDetails } from './state/last-details';
import { useCartContents } from './state/use-cart-contents';
import { useCheckout } from './state/use-checkout';
import { AddresseeStep } from './steps/addressee/addressee-step';
import { BillingStep } from './steps/billing/billing-step';
import { MyPurchaseStep } from './steps/my-purchase/my-purchase-step';
import { PaymentStep } from './steps/payment/payment-step';
import { ShipmentStep } from './steps/shipment/shipment-step';
import { totalsRequest } from './state/build-requests';
import { CheckoutSummary } from './summary/checkout-summary';
import { useOrderTotals } from './summary/use-order-totals';

function stepView(step: StepName, contents: CartContents, last: LastDetails | null) {
  switch (step) {
    case 'billing':
      return <BillingStep last={last} />;
    case 'myPurchase':
      return <MyPurchaseStep contents={contents} />;
    case 'addressee':
      return <AddresseeStep last={last} />;
    case 'shipment':
      return <ShipmentStep contents={contents} />;
    case 'payment':
      return <PaymentStep contents={contents} />;
  }
}

/** The stepper with the summary beside it, or what stands in its way. */
export function CheckoutContent({ owner }: { owner: number }) {
  const { t } = useTranslation('checkout');
  const { tenant } = useStore();
  const { contents, failed } = useCartContents();
  const { data, revision } = useCheckout();
  // What the order will charge, from the server, once a shipping option is chosen.
  const totals = useOrderTotals(contents ? totalsRequest(data, contents) : null);

  if (data.order && data.placed) return <OrderPlaced order={data.order} placed={data.placed} />;
  if (failed) return <p role="alert">{t('cartFailed')}</p>;
  if (!contents) return <ProgressBar label={t('loading')} />;
  if (contents.items.length === 0) {
    return (
      <EmptyState
        title={t('emptyTitle')}
        text={t('emptyText')}
        actions={
          <Link className={buttonClassName()} to={paths.productsList()}>
            {t('seeProducts')}
          </Link>
        }
      />
    );
  }
  const last = readLastDetails(tenant, owner);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.layout}>
        {/* Another tab changed the steps: the forms start again from the stored values. */}
        <CheckoutStepper key={revision} render={(step) => stepView(step, contents, last)} />
        <CheckoutSummary contents={contents} shipping={data.shipment.option} totals={totals} />
      </div>
    </div>
  );
}
