import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from '@store/contracts';

/**
 * One i18next instance for the whole page, one namespace per domain. `cl` falls back to `arg`,
 * so a domain writes its Chilean namespace only where Chileans say it differently.
 */
export const i18n: I18n = i18next.createInstance();

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

type Messages = { [key: string]: string | Messages };
export interface DomainMessages {
  arg: Messages;
  cl?: Messages;
}

export function initI18n(locale: Locale): I18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: { cl: ['arg'], default: ['arg'] },
      resources: {},
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  } else if (i18n.language !== locale) {
    void i18n.changeLanguage(locale);
  }
  return i18n;
}

/** Adds a domain's messages (its namespace). Each app calls this once when it loads. */
export function registerMessages(namespace: string, messages: DomainMessages): void {
  i18n.addResourceBundle('arg', namespace, messages.arg, true, true);
  if (messages.cl) i18n.addResourceBundle('cl', namespace, messages.cl, true, true);
}

/** `t` of one domain's namespace. */
export function useMessages(namespace: string) {
  return useTranslation(namespace, { i18n });
}
