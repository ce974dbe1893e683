import { startTransition, useEffect, useRef, useState } from 'react';
import { emit, ownerUnavailable, useTranslation } from '@store/platform';
import { Button } from '@store/ui';
import { Dialog } from '../chrome/dialog';
import { RemoteSlot } from '../federation/remote-slot';
import { afterPageReady, whenIdle } from './page-readiness';

/**
 * True once the page has mounted and then the browser has been idle (or shortly after). The
 * change is a transition: the layout it re-renders (header, footer, their links) renders in
 * slices, not in one task while the buyer may be scrolling or typing.
 */
function useIdleAfterPage(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => afterPageReady(() => whenIdle(() => startTransition(() => setIdle(true)))), []);
  return idle;
}

/**
 * The cart drawer (mf-cart) is loaded once the page is usable, or at once when the buyer opens
 * the cart first: it never competes with the page's own code. If it cannot load, the cart
 * button explains that instead of doing nothing.
 */
export function useCartDrawer() {
  const { t } = useTranslation('shell');
  const idle = useIdleAfterPage();
  const [wanted, setWanted] = useState(false);
  // Read by the cart button only, so its changes re-render nothing (the whole layout uses this).
  const status = useRef<'loading' | 'ready' | 'down'>('loading');
  const [explaining, setExplaining] = useState(false);
  const openWhenReady = useRef(false);

  const openCart = () => {
    if (status.current === 'ready') emit('cart:open-drawer', {});
    else if (status.current === 'down') setExplaining(true);
    else {
      openWhenReady.current = true;
      setWanted(true);
    }
  };

  const slot = (
    <>
      {(idle || wanted) && (
        <RemoteSlot
          remote="mf-cart"
          module="./CartDrawer"
          kind="quiet"
          onReady={() => {
            status.current = 'ready';
            if (openWhenReady.current) emit('cart:open-drawer', {});
            openWhenReady.current = false;
          }}
          onUnavailable={() => {
            status.current = 'down';
            // The cart's requests (add, price, contents) have nobody to answer them: they fail
            // at once, in the page's words, instead of each waiting out its timeout.
            ownerUnavailable('cart');
            if (openWhenReady.current) setExplaining(true);
            openWhenReady.current = false;
          }}
        />
      )}
      <Dialog
        open={explaining}
        title={t('cartUnavailable.title')}
        onClose={() => setExplaining(false)}
        actions={
          <Button onClick={() => setExplaining(false)}>{t('cartUnavailable.accept')}</Button>
        }
      >
        {t('cartUnavailable.text')}
      </Dialog>
    </>
  );
  return { slot, openCart };
}
