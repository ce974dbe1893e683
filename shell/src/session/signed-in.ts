import { useSyncExternalStore } from 'react';
import { PAGE_VIEW_COOKIE_DAYS, PAGE_VIEW_COOKIES } from '@store/contracts';
import { isLoggedIn, sessionHolder } from '@store/platform';
import { useServerPageView } from '../boot/page-view';
import { writeStoreCookie } from '../boot/store-cookie';

const signedInNow = () => isLoggedIn(sessionHolder.get());

/**
 * Whether a buyer is signed in, as the header shows it. The session lives in this browser's
 * storage, which the server cannot read: a server-rendered page (and its hydration) shows what
 * the server knew from the cookie below, then the session's own answer.
 */
export function useSignedIn(): boolean {
  const { signedIn } = useServerPageView();
  return useSyncExternalStore(sessionHolder.subscribe, signedInNow, () => signedIn);
}

/**
 * Keeps the store's signed-in cookie in step with the session (a hint for the HTML server's
 * markup, never a credential: the token stays in local storage), from now on.
 */
export function keepSignedInCookie(tenant: string, doc: Document = document): () => void {
  let written: boolean | null = null;
  const write = () => {
    const signedIn = signedInNow();
    if (signedIn === written) return;
    written = signedIn;
    writeStoreCookie(
      tenant,
      PAGE_VIEW_COOKIES.signedIn,
      signedIn ? '1' : null,
      PAGE_VIEW_COOKIE_DAYS,
      doc,
    );
  };
  write();
  return sessionHolder.subscribe(write);
}
