import { useEffect, useState } from 'react';
import { paths } from '@store/contracts';
import { Button } from '@store/ui';
import styles from './cart-drawer.module.css';
import { emit, on, useMessages, useNavigate } from '@store/platform';

/** The cart summary drawer (spec section 2): opens from the right when asked. */
export function CartDrawer() {
  const { t } = useMessages('cart');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const count = 0;

  useEffect(() => on('cart:open-drawer', () => setOpen(true)), []);
  useEffect(() => emit('cart:updated', { count, total: 0 }), [count]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <>
      <div className={styles.backdrop} onClick={() => setOpen(false)} aria-hidden="true" />
      <aside
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
      >
        <div className={styles.header}>
          <h2 id="cart-drawer-title">{t('drawer.title')}</h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('drawer.close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        <div className={styles.body}>{count === 0 && <p>{t('drawer.empty')}</p>}</div>
        <div className={styles.footer}>
          <Button
            block
            disabled={count === 0}
            onClick={() => {
              setOpen(false);
              navigate(paths.shoppingCart(), { replace: true });
            }}
          >
            {t('drawer.seeCart')}
          </Button>
        </div>
      </aside>
    </>
  );
}
