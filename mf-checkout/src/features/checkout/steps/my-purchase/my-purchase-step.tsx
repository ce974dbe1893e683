import type { CartContents } from '@store/contracts';
import { useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { completeStep } from '../../state/checkout-data';
import { useCheckout } from '../../state/use-checkout';
import { PurchaseLines } from '../../summary/purchase-lines';
import styles from '../step-form.module.css';

/** What is being bought, with the pre-order note: customised products are made to order. */
export function MyPurchaseStep({ contents }: { contents: CartContents }) {
  const { t } = useTranslation('checkout');
  const { update } = useCheckout();
  return (
    <div className={styles.form}>
      <p>{t('myPurchase.lead')}</p>
      <PurchaseLines items={contents.items} />
      <p className={styles.note}>{t('myPurchase.preOrder')}</p>
      <div className={styles.actions}>
        <Button onClick={() => update((current) => completeStep(current, 'myPurchase'))}>
          {t('form.continue')}
        </Button>
      </div>
    </div>
  );
}
