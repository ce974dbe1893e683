import type { Locale, ShopConfig } from '@store/contracts';

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

/** Spec section 2: the theme colours, applied 800 ms after the configuration loads. */
export function applyTheme(config: ShopConfig, _locale: Locale, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [property, value] of Object.entries(themeProperties(config.colors)))
    root.style.setProperty(property, value);
}

const isSameOriginPath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/**
 * At start: language, template, title and favicon. The HTML server already wrote title and icon
 * into the page; a page served otherwise gets them here.
 */
export function applyIdentity(config: ShopConfig, locale: Locale, doc: Document = document): void {
  const root = doc.documentElement;
  root.lang = locale === 'cl' ? 'es-CL' : 'es-AR';
  root.dataset.template = String(config.templateFK.id);
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
