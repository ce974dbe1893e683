import { useMessages } from '@store/platform';

const STEPS = ['billing', 'myPurchase', 'addressee', 'shipment', 'payment'] as const;

/** The checkout stepper (spec section 2): billing, my purchase, addressee, shipment, payment. */
export function CheckoutPage() {
  const { t } = useMessages('checkout');
  return (
    <>
      <h1>{t('title')}</h1>
      <ol aria-label={t('title')}>
        {STEPS.map((step, index) => (
          <li key={step} aria-current={index === 0 ? 'step' : undefined}>
            {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
    </>
  );
}
