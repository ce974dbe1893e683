import { Outlet, useLocation } from 'react-router';
import { useStore } from '@store/platform';
import { ChatButton } from '../chrome/chat-button';
import { hasSidebar } from '../templates/templates';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useCartDrawer } from './use-cart-drawer';
import { useSidebar } from './use-sidebar';
import styles from './layouts.module.css';

function Main() {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

/** Navigation, the sidebar (templates 4, 5 and 7), the page, footer, chat button, cart drawer. */
export function DefaultLayout() {
  const { config } = useStore();
  const cart = useCartDrawer();
  const sidebar = useSidebar();
  const withSidebar = hasSidebar(config.templateFK.id);
  return (
    <div className={styles.page} data-layout="default" data-template={config.templateFK.id}>
      <Header onOpenCart={cart.openCart} sidebar={withSidebar ? sidebar : undefined} />
      <div className={styles.body}>
        {withSidebar && <Sidebar control={sidebar} />}
        <Main />
      </div>
      <Footer />
      <ChatButton />
      {cart.slot}
    </div>
  );
}

/** The checkout: navigation, the page and the cart drawer, nothing that leads away. */
export function CheckoutLayout() {
  const { config } = useStore();
  const cart = useCartDrawer();
  return (
    <div className={styles.page} data-layout="checkout" data-template={config.templateFK.id}>
      <Header onOpenCart={cart.openCart} />
      <div className={styles.body}>
        <Main />
      </div>
      {cart.slot}
    </div>
  );
}

/**
 * Only the page, plus the contact button everywhere except /auth (spec section 2) and the back
 * office (the store's staff do not write to their own store's WhatsApp).
 */
export function BlankLayout() {
  const { config } = useStore();
  const { pathname } = useLocation();
  const withoutChat =
    pathname === '/auth' || pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <div className={styles.page} data-layout="blank" data-template={config.templateFK.id}>
      <div className={styles.body}>
        <Main />
      </div>
      {!withoutChat && <ChatButton />}
    </div>
  );
}
