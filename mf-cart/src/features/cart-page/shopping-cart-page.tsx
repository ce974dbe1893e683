import { useEffect } from 'react';
import { ALL_PRODUCTS, paths } from '@store/contracts';
import { Link, useDocumentTitle, useTranslation } from '@store/platform';
import { buttonClassName, EmptyState, Spinner } from '@store/ui';
import { priceOf, totalOf } from '../cart/cart-state';
import { useCartRuntime, useCartState } from '../cart/use-cart';
import { CartPageLine, type LineActions } from './cart-page-line';
import { CartSummary } from './cart-summary';
import styles from './shopping-cart-page.module.css';

/** `/shopping-cart` (spec section 2): the cart's lines, each one's prices, and the totals. */
export function ShoppingCartPage() {
  const { t } = useTranslation('cart');
  useDocumentTitle(t('page.title'));
  const { model } = useCartRuntime();
  const ready = useCartState((state) => state.ready);
  const mode = useCartState((state) => state.mode);
  const items = useCartState((state) => state.items);
  const prices = useCartState((state) => state.prices);
  const pricing = useCartState((state) => state.pricing);
  const problem = useCartState((state) => state.priceProblem);

  // The cart page shows the cart: a buy-now product is left behind (spec section 4).
  useEffect(() => {
    if (mode === 'direct') void model.exitDirect();
  }, [mode, model]);

  if (!ready) return <Spinner label={t('page.loading')} />;
  if (items.length === 0)
    return (
      <EmptyState
        title={t('page.emptyTitle')}
        text={t('page.emptyText')}
        actions={
          <Link className={buttonClassName()} to={paths.productsList(ALL_PRODUCTS)}>
            {t('page.browse')}
          </Link>
        }
      />
    );

  const actions: LineActions = {
    busy: pricing,
    update: async (target, quantity) => {
      const outcome = await model.update(target, quantity);
      return outcome.ok ? null : outcome.message;
    },
    remove: (target) => void model.remove(target),
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('page.title')}</h1>
      <div className={styles.layout}>
        <ul className={styles.lines}>
          {items.map((item) => (
            <CartPageLine
              key={item.shoppingCartUUID}
              item={item}
              fields={priceOf(prices, item.shoppingCartUUID)}
              actions={actions}
            />
          ))}
        </ul>
        <CartSummary items={items} total={totalOf(prices)} pricing={pricing} problem={problem} />
      </div>
    </div>
  );
}
