import { useMemo } from 'react';
import type { Locale } from '@store/contracts';

/**
 * The page's messages, one namespace per domain. `cl` falls back to `arg`, so a domain writes its
 * Chilean namespace only where Chileans say it differently. What the apps use of i18next, and no
 * more (i18next was 18 kB gzip of every page): nested keys (`a.b`), `{{name}}` values, plurals
 * by `count` (`key_one`, `key_other`); a missing text shows its key.
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

const bundles: Record<Locale, Map<string, Messages>> = { arg: new Map(), cl: new Map() };
const plurals = new Intl.PluralRules('es');
let language: Locale = 'arg';

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function translate(namespace: string, key: string, options: MessageOptions = {}): string {
  const ns = typeof options.ns === 'string' ? options.ns : namespace;
  const { count } = options;
  const keys =
    typeof count === 'number' ? [`${key}_${plurals.select(count)}`, `${key}_other`, key] : [key];
  const locales: Locale[] = language === 'cl' ? ['cl', 'arg'] : ['arg'];
  let text: string | undefined;
  for (const locale of locales)
    for (const candidate of keys) text ??= lookup(bundles[locale].get(ns), candidate);
  return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) =>
    options[name] === undefined ? '' : String(options[name]),
  );
}

/** The page's translator outside React: `i18n.t(key, { ns })`. */
export const i18n = {
  t: (key: string, options?: MessageOptions) => translate('translation', key, options),
  get language(): Locale {
    return language;
  },
};

/** The buyer's locale: set once at start in the browser, per page when rendering on the server. */
export function initI18n(locale: Locale): typeof i18n {
  language = locale;
  return i18n;
}

/** Adds a domain's messages (its namespace). Each app calls this once when it loads. */
export function registerMessages(namespace: string, messages: DomainMessages): void {
  bundles.arg.set(namespace, messages.arg);
  if (messages.cl) bundles.cl.set(namespace, messages.cl);
}

/** `t` of one domain's namespace. */
export function useMessages(namespace: string): { t: Translate } {
  return useMemo(
    () => ({ t: (key: string, options?: MessageOptions) => translate(namespace, key, options) }),
    [namespace],
  );
}
