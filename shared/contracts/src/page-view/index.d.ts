/** What the HTML server knew of the browser (its cookies) when it rendered the page. */
export interface PageView {
  signedIn: boolean;
  sidebarClosed: boolean;
}

/** The cookies (per store, `Path=/{tenant}`) the shell keeps and the HTML server reads. */
export declare const PAGE_VIEW_COOKIES: {
  readonly signedIn: 'store_signed_in';
  readonly sidebar: 'store_sidebar';
};
export declare const PAGE_VIEW_COOKIE_DAYS: number;
export declare const DEFAULT_PAGE_VIEW: Readonly<PageView>;
/** The view a request's cookies describe; anything unexpected is the default. */
export declare function pageViewOf(cookies: Readonly<Record<string, string | undefined>>): PageView;
