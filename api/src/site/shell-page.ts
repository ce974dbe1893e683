import { BOOT_ELEMENT_ID } from '@store/contracts';
import { languageTagOf } from '@store/contracts/language';
import { escapeHtml } from '../http/html.js';
import { isColorName, isCssColor, readableTextOn } from '../lib/css-color.js';
import type { ShopConfig } from '../modules/tenants/index.js';
import type { PageMeta } from './page-meta.js';
import type { BootPayload } from './site.schemas.js';

export const HEAD_MARKER = '<!--store:head-->';
export const BOOT_MARKER = '<!--store:boot-->';
/** The shell's placeholder inside `#root`, replaced by the server-rendered page when there is one. */
export const ROOT_MARKER = /<!--store:root-->[\s\S]*?<!--\/store:root-->/;

/**
 * JSON that can sit inside a <script> element: no `<` (so never `</script>` or `<!--`), `>`, `&`
 * nor the two line separators JavaScript once treated as line ends.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Same-origin paths, or https addresses, for the favicon; anything else is dropped. */
const isAssetUrl = (url: string) =>
  (url.startsWith('/') && !url.startsWith('//')) || /^https:\/\/[^\s"'<>]+$/.test(url);

function defaultDescription(config: ShopConfig): string {
  return config.environment === 'CL'
    ? `Productos promocionales personalizados con tu logo. Cotiza en línea en ${config.name} y recibe tu pedido en todo Chile.`
    : `Productos promocionales personalizados con tu logo. Cotizá en línea en ${config.name} y recibí tu pedido en todo el país.`;
}

export function themeStyle(colors: ShopConfig['colors']): string {
  const readable: Record<string, string> = {};
  // Text on the brand colours follows their lightness unless the tenant chose it.
  for (const name of ['primary', 'secondary', 'accent']) {
    const on = colors[name] ? readableTextOn(colors[name]) : null;
    if (on && !colors[`on-${name}`]) readable[`on-${name}`] = on;
  }
  const declarations = Object.entries({ ...colors, ...readable })
    .filter(([name, value]) => isColorName(name) && isCssColor(value))
    .map(([name, value]) => `--color-${name}:${value.trim()}`);
  // `html:root` outranks the defaults of @store/ui tokens.css, which load later with the script.
  return `<style id="store-theme">html:root{${declarations.join(';')}}</style>`;
}

/** What a page's head links besides its title and theme. */
export interface HeadLinks {
  /** The scripts of the remote that owns the route (`preloadsFor`), for a page the browser renders. */
  preloads: readonly string[];
  /** The tenant's template stylesheet. */
  templateStyles: readonly string[];
  /** The font files the template's stylesheet names (its Spanish subsets). */
  templateFonts?: readonly string[];
  /** The stylesheets of the markup the server rendered; absent when the browser renders it. */
  pageStyles?: readonly string[];
}

export function renderHead(
  config: ShopConfig,
  meta: PageMeta | null,
  { preloads, templateStyles, templateFonts, pageStyles }: HeadLinks,
): string {
  const title = meta?.title ? `${meta.title} | ${config.name}` : config.name;
  const description = meta?.description || defaultDescription(config);
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
  ];
  if (config.favicon && isAssetUrl(config.favicon)) {
    const type = config.favicon.endsWith('.svg') ? ' type="image/svg+xml"' : '';
    lines.push(`<link rel="icon"${type} href="${escapeHtml(config.favicon)}">`);
  }
  if (isCssColor(config.colors.primary))
    lines.push(`<meta name="theme-color" content="${escapeHtml(config.colors.primary.trim())}">`);
  // The template's stylesheet before the first paint: the page never flashes another design.
  for (const href of templateStyles)
    lines.push(`<link rel="stylesheet" href="${escapeHtml(href)}" data-template-style>`);
  // A server-rendered page's own stylesheets: its markup paints styled, before any script runs.
  for (const href of pageStyles ?? [])
    lines.push(`<link rel="stylesheet" href="${escapeHtml(href)}">`);
  // The template's fonts, asked for beside the stylesheets: found only by the first layout, they
  // would come a round trip after the template's stylesheet, and the page's text would paint in
  // the fallback font first and again in the template's. A font is always fetched in CORS mode,
  // so its preload must be too, or the browser downloads it twice.
  for (const href of templateFonts ?? [])
    lines.push(
      `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`,
    );
  lines.push(themeStyle(config.colors));
  // A page the browser renders needs its route's scripts to paint anything: they are asked for
  // beside the stylesheets. A server-rendered page passes none (its starter asks after the paint).
  for (const url of preloads)
    lines.push(`<link rel="preload" as="script" href="${escapeHtml(url)}">`);
  return lines.join('\n');
}

/**
 * The page root's language and template, as the shell's `applyIdentity` would set them: written
 * by the server, the script finds them right and the page is not restyled and laid out again.
 */
export function rootAttributes(config: ShopConfig): string {
  const template = escapeHtml(String(config.templateFK.id));
  return `lang="${languageTagOf(config.environment)}" data-template="${template}"`;
}

export function renderBoot(payload: BootPayload): string {
  return `<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptSafeJson(payload)}</script>`;
}

/**
 * Puts head and boot into the shell's index.html at its markers (or before </head> and </body>),
 * the root's attributes on its <html>, and a server-rendered page's markup in place of the
 * shell's placeholder.
 */
export function renderShellPage(
  template: string,
  attributes: string,
  head: string,
  boot: string,
  root?: string,
): string {
  const withRoot = root === undefined ? template : template.replace(ROOT_MARKER, () => root);
  const page = withRoot.replace(/<html\b[^>]*>/i, () => `<html ${attributes}>`);
  const withHead = page.includes(HEAD_MARKER)
    ? page.replace(HEAD_MARKER, () => head)
    : page.replace(/<\/head>/i, (end) => `${head}\n${end}`);
  return withHead.includes(BOOT_MARKER)
    ? withHead.replace(BOOT_MARKER, () => boot)
    : withHead.replace(/<\/body>/i, (end) => `${boot}\n${end}`);
}
