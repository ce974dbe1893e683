import { Outlet } from 'react-router';
import { useStore } from '@store/platform';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layouts.module.css';
import { useCartDrawer } from './use-cart-drawer';

export function DefaultLayout() {
  const { config } = useStore();
  const cart = useCartDrawer();
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
  const cart = useCartDrawer();
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
