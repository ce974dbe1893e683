import type { Locale } from '@store/contracts';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '@store/platform';
import { writeStoreCookie } from './store-cookie';

/**
 * Spec section 1: the language is kept in the cookie i18n_redirected for 365 days, without a URL
 * prefix. Each store keeps its own (path `/{tenant}`), since one store is Chilean and another not.
 */
export function keepLocaleCookie(tenant: string, locale: Locale, doc: Document = document): void {
  writeStoreCookie(tenant, LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS, doc);
}
