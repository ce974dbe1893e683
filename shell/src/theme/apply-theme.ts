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

export function applyTheme(config: ShopConfig, locale: Locale, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [property, value] of Object.entries(themeProperties(config.colors)))
    root.style.setProperty(property, value);
  root.lang = locale === 'cl' ? 'es-CL' : 'es-AR';
  root.dataset.template = String(config.templateFK.id);
  if (!doc.title) doc.title = config.name;
}
