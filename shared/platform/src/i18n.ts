import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@store/contracts';

/**
 * The store's texts on i18next. Every domain (shell, each remote) owns a namespace and adds it
 * when its code loads (`registerMessages`). Its Argentine texts are the base language `es`; its
 * Chilean ones, `es-CL`, hold only what Chileans say differently (tú instead of vos, 'carro'),
 * so a Chilean page falls back to `es` for the rest. Plurals follow i18next's rules (`key_one`,
 * `key_other` by `count`); `{{count, number}}` and `{{date, datetime}}` format through `Intl`.
 *
 * One page, one instance: the browser has one (`i18n`), and the server makes one per page it
 * renders (`createI18n`), a clone sharing the texts but with its own language, so pages of both
 * countries render at the same time without mixing a word.
 */

export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

type Messages = { [key: string]: string | Messages };
export interface DomainMessages {
  arg: Messages;
  cl?: Messages;
}

/** Values of a text's `{{name}}` placeholders; `count` also picks the plural; `ns` another namespace. */
export type MessageOptions = Record<string, unknown>;
export type Translate = (key: string, options?: MessageOptions) => string;

const BASE_LANGUAGE = 'es';
const LANGUAGE_OF: Record<Locale, string> = { arg: 'es-AR', cl: 'es-CL' };
const LOCALE_OF: Record<string, Locale> = { 'es-AR': 'arg', 'es-CL': 'cl' };

/** The browser's page instance and the source every server-side page instance is cloned from. */
const root: I18n = i18next.createInstance();
void root.use(initReactI18next).init({
  lng: LANGUAGE_OF.arg,
  fallbackLng: BASE_LANGUAGE,
  supportedLngs: [BASE_LANGUAGE, LANGUAGE_OF.arg, LANGUAGE_OF.cl],
  // Texts are added by each domain as it loads; none is fetched.
  resources: {},
  ns: [],
  defaultNS: 'translation',
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  // useTranslation(['page', 'app']) looks a key up in each namespace in turn.
  react: { useSuspense: false, nsMode: 'fallback' },
});

/** The page's translator outside React (the bus's and the session's messages): `i18n.t(key, { ns })`. */
export const i18n = {
  t: (key: string, options?: MessageOptions): string => String(root.t(key, options as never)),
  get language(): Locale {
    return LOCALE_OF[root.language] ?? 'arg';
  },
  /** The i18next instance itself, for the shell's `I18nextProvider`. */
  instance: root,
};

/** The browser's locale: set once when the page starts. */
export function initI18n(locale: Locale): typeof i18n {
  void root.changeLanguage(LANGUAGE_OF[locale]);
  return i18n;
}

/**
 * An instance for one server-rendered page: the texts of every domain (shared, added as domains
 * load) in the page's own language, untouched by the pages rendering beside it.
 */
export function createI18n(locale: Locale): I18n {
  return root.cloneInstance({ lng: LANGUAGE_OF[locale], initAsync: false });
}

/**
 * Spanish has a third plural, `many`, for whole millions ("1.000.000 de unidades"); i18next looks
 * for `key_many` then and does not fall back to `key_other`. Our texts read the same either way,
 * so each `key_other` also stands for `key_many` unless a text says otherwise.
 */
function withManyPlurals(messages: Messages): Messages {
  const out: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    out[key] = typeof value === 'string' ? value : withManyPlurals(value);
    const many = key.replace(/_other$/, '_many');
    if (many !== key && !(many in messages)) out[many] = value;
  }
  return out;
}

/** Adds a domain's texts (its namespace). Each domain calls this once when it loads. */
export function registerMessages(namespace: string, messages: DomainMessages): void {
  root.addResourceBundle(BASE_LANGUAGE, namespace, withManyPlurals(messages.arg), true, true);
  if (messages.cl)
    root.addResourceBundle(LANGUAGE_OF.cl, namespace, withManyPlurals(messages.cl), true, true);
}

export { I18nextProvider, useTranslation } from 'react-i18next';
export type { I18n };
