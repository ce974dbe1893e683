import { useEffect, useState } from 'react';
import { paths } from '@store/contracts';
import { on, useLocation, useTranslation } from '@store/platform';
import { Modal, ProgressBar } from '@store/ui';
import { activeView, totalOf } from '../cart/cart-state';
import { useCartRuntime, useCartState } from '../cart/use-cart';
import { CartTotal } from '../cart-view/cart-total';
import styles from './cart-drawer.module.css';
import { DrawerLine } from './drawer-line';
import { SeeCartButton } from './see-cart-button';

/** Where a row cannot be removed from the drawer (spec section 2). */
const NO_REMOVE_PATHS = [paths.checkout(), paths.customizeProduct()];

/** The cart summary drawer (spec section 2): opens from the right when asked. */
export function CartDrawer() {
  const { t } = useTranslation('cart');
  const { pathname } = useLocation();
  const { model } = useCartRuntime();
  const view = useCartState(activeView);
  const pricing = useCartState((state) => state.pricing);
  const problem = useCartState((state) => state.priceProblem);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => on('cart:open-drawer', () => setOpen(true)), []);

  if (!open) return null;
  const removable = !NO_REMOVE_PATHS.includes(pathname);
  const empty = view.items.length === 0;
  return (
    // A native modal dialog (see Modal): the page behind is inert, Escape closes it, focus starts
    // on the close control, stays inside when a removed line took it, and returns on closing.
    <Modal className={styles.drawer} aria-labelledby="cart-drawer-title" onClose={close}>
      <div className={styles.header}>
        <h2 id="cart-drawer-title">{t('drawer.title')}</h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('drawer.close')}
          onClick={close}
        >
          ×
        </button>
      </div>
      <div className={styles.body}>
        {empty ? (
          <p>{t('drawer.empty')}</p>
        ) : (
          <ul className={styles.lines}>
            {view.items.map((item) => (
              <DrawerLine
                key={item.shoppingCartUUID}
                item={item}
                onLeave={close}
                onRemove={removable ? (target) => void model.remove(target) : undefined}
              />
            ))}
          </ul>
        )}
      </div>
      <div className={styles.footer}>
        {pricing ? (
          <div className={styles.calculating} role="status">
            <span>{t('drawer.calculating')}</span>
            <ProgressBar label={t('drawer.calculating')} />
          </div>
        ) : (
          !empty && <CartTotal fields={totalOf(view.prices)} problem={problem} />
        )}
        <SeeCartButton disabled={empty || pricing} onClose={close} />
      </div>
    </Modal>
  );
}
