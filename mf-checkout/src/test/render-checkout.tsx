import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
// Tests need a router of their own; the remote itself reaches react-router only through @store/platform.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CartContents, ShopConfig } from '@store/contracts';
import { testShopConfig } from '@store/contracts/testing';
import { handle, initI18n, sessionHolder, StoreContext } from '@store/platform';
import './init-i18n';
import '../i18n/messages';
import { CheckoutApiContext } from '../features/checkout/api/checkout-api-context';
import type { FakeCheckoutApi } from './fake-checkout-api';

export const BUYER = {
  userId: 7,
  email: 'comprador@promosur.com.ar',
  fullName: 'Ana',
  phoneNumber: null,
  company: null,
};

export const CHILE: Partial<ShopConfig> = {
  tenant: 'demo-cl',
  name: 'Andes Merch',
  environment: 'CL',
  roundPrice: 0,
};

export const loginBuyer = () => sessionHolder.set({ accessToken: 'user-token', user: BUYER });

/** The cart's side of `cart:contents-requested`, answered by the test. */
export function answerCart(contents: () => CartContents) {
  return handle('cart:contents-requested', () => contents());
}

/** Where the router is now, for tests that follow a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>;
}

/** Renders inside the shell's providers with the checkout's calls answered by `fake`. */
export function renderCheckout(
  ui: ReactElement,
  {
    fake,
    path = '/checkout',
    config = {},
  }: { fake: FakeCheckoutApi; path?: string; config?: Partial<ShopConfig> },
) {
  const shop = testShopConfig(config);
  const locale = shop.environment === 'CL' ? 'cl' : 'arg';
  initI18n(locale);
  const tenant = shop.tenant ?? 'demo-ar';
  const tree = (
    <StoreContext.Provider value={{ tenant, config: shop, locale }}>
      <CheckoutApiContext.Provider value={fake.api}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {/* Only the page's own route: a redirect elsewhere leaves it, as on the site. */}
            <Route path={path.split('?')[0]} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </CheckoutApiContext.Provider>
    </StoreContext.Provider>
  );
  return render(tree);
}
