import { DEFAULT_PAGE_VIEW, PAGE_VIEW_COOKIES, pageViewOf } from './index.ts';

it('reads a signed-in buyer with the sidebar closed from their cookies', () => {
  expect(
    pageViewOf({ [PAGE_VIEW_COOKIES.signedIn]: '1', [PAGE_VIEW_COOKIES.sidebar]: 'closed' }),
  ).toEqual({ signedIn: true, sidebarClosed: true });
});

it('takes no cookies, or values it does not know, as a guest with the sidebar open', () => {
  expect(pageViewOf({})).toEqual(DEFAULT_PAGE_VIEW);
  expect(
    pageViewOf({ [PAGE_VIEW_COOKIES.signedIn]: 'yes', [PAGE_VIEW_COOKIES.sidebar]: 'open' }),
  ).toEqual({ signedIn: false, sidebarClosed: false });
});
