import type { Static } from 'typebox';
import type { PageViewSchema } from '../wire/boot.schemas.ts';

/**
 * What the HTML server knows of a buyer's browser when it renders a page: cookies the shell keeps
 * per store (`Path=/{tenant}`) say whether someone is signed in and whether the buyer closed the
 * docked sidebar. The server renders the page that way, and the browser's first render (its
 * hydration) uses the same view from the boot payload, so the two always match; what only the
 * browser knows is applied after. Hints for the markup, never credentials.
 */
export type PageView = Static<typeof PageViewSchema>;

export const PAGE_VIEW_COOKIES = { signedIn: 'store_signed_in', sidebar: 'store_sidebar' } as const;

/** How long the browser keeps them (the shell writes them again on every change). */
export const PAGE_VIEW_COOKIE_DAYS: number = 365;

/** The view of a browser that sent no cookies: a guest, the sidebar open. */
export const DEFAULT_PAGE_VIEW: Readonly<PageView> = Object.freeze({
  signedIn: false,
  sidebarClosed: false,
});

/** The view a request's cookies describe (`name -> value`); anything unexpected is the default. */
export function pageViewOf(cookies: Readonly<Record<string, string | undefined>>): PageView {
  return {
    signedIn: cookies[PAGE_VIEW_COOKIES.signedIn] === '1',
    sidebarClosed: cookies[PAGE_VIEW_COOKIES.sidebar] === 'closed',
  };
}
