import type { CartItem, PriceFields } from '@store/contracts';
import { paths } from '@store/contracts';
import { isLoggedIn, Link, useTranslation, useNavigate, useSession } from '@store/platform';
import { Button, PendingFigures, ProgressBar } from '@store/ui';
import { AmountRow } from './amount-row';
import styles from './cart-summary.module.css';
import { QuoteRequest } from '../quote-request/quote-request';

/** The totals of /shopping-cart and where to go next. */
export function CartSummary({
  items,
  total,
  pricing,
  problem,
}: {
  items: CartItem[];
  total: PriceFields | null;
  pricing: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const loggedIn = isLoggedIn(useSession());
  // Checkout is a protected action (spec section 4): a guest logs in first and comes back to it.
  const goToCheckout = () =>
    navigate(loggedIn ? paths.checkout() : paths.auth({ mode: 'login', from: paths.checkout() }));
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.title}>
        {t('page.summary')}
      </h2>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {(pricing || total) && (
        <PendingFigures
          pending={pricing}
          status={
            pricing && (
              <div className={styles.calculating} role="status">
                <span>{t('drawer.calculating')}</span>
                <ProgressBar label={t('drawer.calculating')} />
              </div>
            )
          }
        >
          <dl className={styles.rows}>
            <AmountRow term={t('totals.subtotal')} value={total?.subTotal ?? 0} />
            <AmountRow term={t('totals.taxes')} value={total?.taxes ?? 0} />
            <AmountRow
              term={t('totals.total')}
              value={total?.total ?? 0}
              className={styles.total}
            />
          </dl>
        </PendingFigures>
      )}
      <Button block disabled={pricing || !total || Boolean(problem)} onClick={goToCheckout}>
        {t('page.checkout')}
      </Button>
      <QuoteRequest items={items} />
      <Link className={styles.keepBuying} to={paths.productsList()}>
        {t('page.keepBuying')}
      </Link>
    </aside>
  );
}
