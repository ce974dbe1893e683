import { useEffect, useRef, useState } from 'react';
import { paths } from '@store/contracts';
import { on, useLocation, useMessages } from '@store/platform';
import { ProgressBar } from '@store/ui';
import { activeView, totalOf } from '../cart/cart-state';
import { useCartRuntime, useCartState } from '../cart/use-cart';
import { CartTotal } from '../cart-view/cart-total';
import styles from './cart-drawer.module.css';
import { DrawerLine } from './drawer-line';
import { trapTab } from './focus-trap';
import { SeeCartButton } from './see-cart-button';

/** Where a row cannot be removed from the drawer (spec section 2). */
const NO_REMOVE_PATHS = [paths.checkout(), paths.customizeProduct()];

/** The cart summary drawer (spec section 2): opens from the right when asked. */
export function CartDrawer() {
  const { t } = useMessages('cart');
  const { pathname } = useLocation();
  const { model } = useCartRuntime();
  const view = useCartState(activeView);
  const pricing = useCartState((state) => state.pricing);
  const problem = useCartState((state) => state.priceProblem);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const closeButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);

  useEffect(() => on('cart:open-drawer', () => setOpen(true)), []);
  // A modal drawer: focus moves into it, Escape closes it, and focus goes back where it was.
  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      trapTab(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const removable = !NO_REMOVE_PATHS.includes(pathname);
  const empty = view.items.length === 0;
  return (
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <aside
        ref={panel}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
      >
        <div className={styles.header}>
          <h2 id="cart-drawer-title">{t('drawer.title')}</h2>
          <button
            ref={closeButton}
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
      </aside>
    </>
  );
}
