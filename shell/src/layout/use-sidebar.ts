import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useStore } from '@store/platform';
import { useIsMobile } from '@store/ui';

export const sidebarStorageKey = (tenant: string) => `store:${tenant}:shell:sidebar`;

// The buyer's choice lives in localStorage; the server (and hydration) render it open.
const choiceListeners = new Set<() => void>();
const subscribeToChoice = (listener: () => void) => {
  choiceListeners.add(listener);
  return () => void choiceListeners.delete(listener);
};
const openOnServer = () => true;

/**
 * Open or closed. On a desktop it starts open and the buyer's choice is kept; on a phone it is a
 * drawer that starts closed and closes again when the page changes.
 */
export function useSidebar() {
  const { tenant } = useStore();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const desktopOpen = useSyncExternalStore(
    subscribeToChoice,
    () => window.localStorage.getItem(sidebarStorageKey(tenant)) !== 'closed',
    openOnServer,
  );
  // The drawer is open on the page it was opened on: a new page closes it.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobile && mobileOpenOn === pathname;

  const toggle = useCallback(() => {
    if (mobile) return setMobileOpenOn((openOn) => (openOn === pathname ? null : pathname));
    window.localStorage.setItem(sidebarStorageKey(tenant), desktopOpen ? 'closed' : 'open');
    for (const listener of [...choiceListeners]) listener();
  }, [mobile, pathname, tenant, desktopOpen]);

  return {
    open: mobile ? mobileOpen : desktopOpen,
    mobile,
    toggle,
    close: () => setMobileOpenOn(null),
  };
}

export type SidebarControl = ReturnType<typeof useSidebar>;
