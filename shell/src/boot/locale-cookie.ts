import type { Locale } from '@store/contracts';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@store/platform';

/**
 * Spec section 1: the language is kept in the cookie i18n_redirected for 365 days, without a URL
 * prefix. Each store keeps its own (path `/{tenant}`), since one store is Chilean and another not.
 */
export function keepLocaleCookie(tenant: string, locale: Locale, doc: Document = document): void {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  doc.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/${encodeURIComponent(tenant)}; SameSite=Lax`;
}
