import {
  useDocumentTitle,
  useLocation,
  useNavigate,
  useSearchParams,
  useStore,
} from '@store/platform';
import { AdminNav } from './layout/admin-nav';
import { BuyerPage } from './buyers/buyer-page';
import { BuyersPage } from './buyers/buyers-page';
import { QuotePage } from './quotes/quote-page';
import { QuotesPage } from './quotes/quotes-page';
import styles from './layout/backoffice.module.css';
import { DashboardPage } from './dashboard/dashboard-page';
import { InvoicingPage } from './invoices/invoicing-page';
import { LoginPage } from './login/login-page';
import { ProductPage } from './catalog/product-page';
import { ProductsPage } from './catalog/products-page';
import { CategoriesPage } from './catalog/categories/categories-page';
import { OrderPage } from './orders/order-page';
import { OrdersPage } from './orders/orders-page';
import { StaffPage } from './staff/staff-page';
import { StorePage } from './store/store-page';
import { useEffect } from 'react';
import { OWNER_ONLY } from './texts';
import { SESSION_ENDED_EVENT, useStaffSession, writeStaffSession } from './session/staff-session';

/** `/{tenant}/admin/...`: the back office's own pages, behind the staff session. */
export function BackofficeApp() {
  const { tenant } = useStore();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const session = useStaffSession(tenant);
  const navigate = useNavigate();
  // The shell's router is based at `/{tenant}`: locations and links are the store's own paths.
  const base = '/admin';
  const sub = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  useDocumentTitle('Administración');
  useEffect(() => {
    const end = () => writeStaffSession(tenant, null);
    window.addEventListener(SESSION_ENDED_EVENT, end);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, end);
  }, [tenant]);

  if (!session || sub.startsWith('/invitation'))
    return (
      <div className={styles.shell}>
        <LoginPage
          invitationCode={sub.startsWith('/invitation') ? search.get('code') : null}
          onSession={(s) => {
            writeStaffSession(tenant, s);
            // An accepted invitation leaves its page for the dashboard (its code is used up).
            if (sub.startsWith('/invitation')) navigate(base, { replace: true });
          }}
        />
      </div>
    );
  const orderId = /^\/orders\/(\d+)$/.exec(sub)?.[1];
  const productId = /^\/catalog\/(\d+)$/.exec(sub)?.[1];
  const buyerId = /^\/buyers\/(\d+)$/.exec(sub)?.[1];
  const quoteId = /^\/quotes\/([0-9a-f-]{36})$/.exec(sub)?.[1];
  let page;
  if (orderId)
    page = (
      <OrderPage
        token={session.token}
        base={base}
        id={Number(orderId)}
        role={session.member.role}
      />
    );
  else if (sub.startsWith('/orders'))
    page = <OrdersPage token={session.token} base={base} role={session.member.role} />;
  else if (sub.startsWith('/catalog/categories'))
    page = <CategoriesPage token={session.token} base={base} role={session.member.role} />;
  else if (productId)
    page = (
      <ProductPage
        token={session.token}
        base={base}
        id={Number(productId)}
        role={session.member.role}
      />
    );
  else if (sub.startsWith('/catalog'))
    page = <ProductsPage token={session.token} base={base} role={session.member.role} />;
  else if (buyerId) page = <BuyerPage token={session.token} base={base} id={Number(buyerId)} />;
  else if (sub.startsWith('/buyers')) page = <BuyersPage token={session.token} base={base} />;
  else if (quoteId) page = <QuotePage token={session.token} base={base} id={quoteId} />;
  else if (sub.startsWith('/quotes')) page = <QuotesPage token={session.token} base={base} />;
  else if (sub.startsWith('/invoicing')) page = <InvoicingPage token={session.token} />;
  else if (sub.startsWith('/store'))
    page =
      session.member.role === 'owner' ? (
        <StorePage token={session.token} />
      ) : (
        <p role="alert" className={styles.error}>
          {OWNER_ONLY}
        </p>
      );
  else if (sub.startsWith('/staff'))
    page = <StaffPage token={session.token} selfId={session.member.id} />;
  else page = <DashboardPage token={session.token} base={base} role={session.member.role} />;
  return (
    <div className={styles.shell}>
      <AdminNav base={base} session={session} onLogout={() => writeStaffSession(tenant, null)} />
      {/* The shell's layout is the page's one <main>: the back office's pages go inside it. */}
      <div className={styles.main}>{page}</div>
    </div>
  );
}
