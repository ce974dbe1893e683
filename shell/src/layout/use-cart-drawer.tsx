import { useEffect, useRef, useState } from 'react';
import { emit, useMessages } from '@store/platform';
import { Button, Dialog } from '@store/ui';
import { RemoteSlot } from '../federation/remote-slot';
import { usePageReady } from './page-readiness';

/** True once the page has mounted and then the browser has been idle (or shortly after). */
function useIdleAfterPage(): boolean {
  const pageReady = usePageReady();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!pageReady) return undefined;
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, [pageReady]);
  return idle;
}

/**
 * The cart drawer (mf-cart) is loaded once the page is usable, or at once when the buyer opens
 * the cart first: it never competes with the page's own code. If it cannot load, the cart
 * button explains that instead of doing nothing.
 */
export function useCartDrawer() {
  const { t } = useMessages('shell');
  const idle = useIdleAfterPage();
  const [wanted, setWanted] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'down'>('loading');
  const [explaining, setExplaining] = useState(false);
  const openWhenReady = useRef(false);

  const openCart = () => {
    if (status === 'ready') emit('cart:open-drawer', {});
    else if (status === 'down') setExplaining(true);
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
            setStatus('ready');
            if (openWhenReady.current) emit('cart:open-drawer', {});
            openWhenReady.current = false;
          }}
          onUnavailable={() => {
            setStatus('down');
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
