import { languageTagOf, type Locale, type ShopConfig } from '@store/contracts';

const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\))$/i;

/** Tenant colours become CSS custom properties; anything that is not a colour is ignored. */
export function themeProperties(colors: Record<string, string>): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    if (/^[a-zA-Z][a-zA-Z0-9-]*$/.test(name) && COLOUR.test(value.trim()))
      properties[`--color-${name}`] = value.trim();
  }
  return properties;
}

/**
 * Spec section 2: the theme colours, applied 800 ms after the configuration loads. The HTML server
 * already wrote them into the page; a colour already in force is not set again, since any change
 * to the root's style restyles the whole page.
 */
export function applyTheme(config: ShopConfig, _locale: Locale, doc: Document = document): void {
  const root = doc.documentElement;
  const current = doc.defaultView?.getComputedStyle(root);
  for (const [property, value] of Object.entries(themeProperties(config.colors)))
    if (current?.getPropertyValue(property).trim() !== value)
      root.style.setProperty(property, value);
}

const isSameOriginPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * At start: language, template, title and favicon. The HTML server already wrote them into the
 * page; a page served otherwise gets them here. What is already right is left untouched: a new
 * `lang` or `data-template` on the root restyles and lays out the whole page again.
 */
export function applyIdentity(config: ShopConfig, doc: Document = document): void {
  const root = doc.documentElement;
  const lang = languageTagOf(config.environment);
  if (root.lang !== lang) root.lang = lang;
  const template = String(config.templateFK.id);
  if (root.dataset.template !== template) root.dataset.template = template;
  if (!doc.title) doc.title = config.name;
  if (
    config.favicon &&
    isSameOriginPath(config.favicon) &&
    !doc.querySelector('link[rel="icon"]')
  ) {
    const icon = doc.createElement('link');
    icon.rel = 'icon';
    icon.href = config.favicon;
    doc.head.append(icon);
  }
}
