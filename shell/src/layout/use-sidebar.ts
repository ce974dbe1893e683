import { useCallback, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEW_COOKIE_DAYS, PAGE_VIEW_COOKIES } from '@store/contracts';
import { createExternalStore, useStore } from '@store/platform';
import { useIsMobile } from '@store/ui';
import { useServerPageView } from '../boot/page-view';
import { readCookie, writeStoreCookie } from '../boot/store-cookie';

/** Where the choice was kept before the cookie (read once, then moved to the cookie). */
export const legacySidebarStorageKey = (tenant: string) => `store:${tenant}:shell:sidebar`;

/**
 * The buyer's choice on a desktop, closed or not. It lives in a cookie of the store, so the HTML
 * server renders the sidebar as the buyer left it and nothing moves when the page hydrates.
 */
const choiceChanges = createExternalStore(0);

const writeChoice = (tenant: string, closed: boolean) =>
  writeStoreCookie(
    tenant,
    PAGE_VIEW_COOKIES.sidebar,
    closed ? 'closed' : null,
    PAGE_VIEW_COOKIE_DAYS,
  );

function desktopClosed(tenant: string): boolean {
  const legacy = window.localStorage.getItem(legacySidebarStorageKey(tenant));
  if (legacy !== null) {
    window.localStorage.removeItem(legacySidebarStorageKey(tenant));
    if (legacy === 'closed') writeChoice(tenant, true);
  }
  return readCookie(PAGE_VIEW_COOKIES.sidebar) === 'closed';
}

/**
 * Open or closed. On a desktop it starts as the buyer left it (open the first time); on a phone
 * it is a drawer that starts closed and closes again when the page changes.
 */
export function useSidebar() {
  const { tenant } = useStore();
  const { sidebarClosed: closedOnServer } = useServerPageView();
  const mobile = useIsMobile();
  const { pathname } = useLocation();
  const desktopOpen = useSyncExternalStore(
    choiceChanges.subscribe,
    () => !desktopClosed(tenant),
    () => !closedOnServer,
  );
  // The drawer is open on the page it was opened on: a new page closes it.
  const [mobileOpenOn, setMobileOpenOn] = useState<string | null>(null);
  const mobileOpen = mobile && mobileOpenOn === pathname;

  const toggle = useCallback(() => {
    if (mobile) return setMobileOpenOn((openOn) => (openOn === pathname ? null : pathname));
    writeChoice(tenant, desktopOpen);
    choiceChanges.set(choiceChanges.get() + 1);
  }, [mobile, pathname, tenant, desktopOpen]);

  return {
    open: mobile ? mobileOpen : desktopOpen,
    mobile,
    toggle,
    close: () => setMobileOpenOn(null),
  };
}

export type SidebarControl = ReturnType<typeof useSidebar>;
