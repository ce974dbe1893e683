import { useMemo } from 'react';
import { useRequireLogin, useSession, useTranslation, useStore } from '@store/platform';
import { ProgressBar } from '@store/ui';
import { checkoutKey, createCheckoutStore } from './state/checkout-store';
import { CheckoutStoreContext } from './state/use-checkout';
import { CheckoutContent } from './checkout-content';

/**
 * `/checkout` (spec sections 2 and 4): a protected action, so a guest goes to the login and comes
 * back here; a buyer's steps are kept per tenant and buyer.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const allowed = useRequireLogin();
  const owner = useSession().user?.userId ?? null;
  if (!allowed || owner === null) return <ProgressBar label={t('loading')} />;
  return <BuyerCheckout owner={owner} />;
}

function BuyerCheckout({ owner }: { owner: number }) {
  const { tenant } = useStore();
  const store = useMemo(() => createCheckoutStore(checkoutKey(tenant, owner)), [tenant, owner]);
  return (
    <CheckoutStoreContext.Provider value={store}>
      <CheckoutContent owner={owner} />
    </CheckoutStoreContext.Provider>
  );
}
