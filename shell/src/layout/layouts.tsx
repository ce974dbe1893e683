import { useState } from 'react';
import { Outlet } from 'react-router';
import { Button, Dialog } from '@store/ui';
import { useMessages, useStore } from '@store/platform';
import { RemoteSlot } from '../federation/remote-slot';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layouts.module.css';

/**
 * The cart drawer belongs to mf-cart and is mounted on every page of the default and checkout
 * layouts. If it cannot load, the cart button explains that instead of doing nothing.
 */
function useCartFallback() {
  const [cartDown, setCartDown] = useState(false);
  const [explaining, setExplaining] = useState(false);
  return {
    slot: (
      <>
        <RemoteSlot remote="mf-cart" module="./CartDrawer" kind="quiet" onUnavailable={() => setCartDown(true)} />
        <CartUnavailableDialog open={explaining} onClose={() => setExplaining(false)} />
      </>
    ),
    openCart: () => cartDown && setExplaining(true),
  };
}

function CartUnavailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useMessages('shell');
  return (
    <Dialog open={open} title={t('cartUnavailable.title')} onClose={onClose} actions={<Button onClick={onClose}>{t('cartUnavailable.accept')}</Button>}>
      {t('cartUnavailable.text')}
    </Dialog>
  );
}

export function DefaultLayout() {
  const { config } = useStore();
  const cart = useCartFallback();
  return (
    <div className={styles.page} data-layout="default" data-template={config.templateFK.id}>
      <Header onOpenCart={cart.openCart} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {cart.slot}
    </div>
  );
}

export function CheckoutLayout() {
  const { config } = useStore();
  const cart = useCartFallback();
  return (
    <div className={styles.page} data-layout="checkout" data-template={config.templateFK.id}>
      <Header onOpenCart={cart.openCart} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {cart.slot}
    </div>
  );
}

export function BlankLayout() {
  const { config } = useStore();
  return (
    <div className={styles.page} data-layout="blank" data-template={config.templateFK.id}>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
