import type { ShopConfig } from '../modules/tenants/index.js';

type Directives = Record<string, string[]>;

/**
 * The site's Content-Security-Policy: our own origin only. A tenant page adds exactly the hosts
 * of the analytics that tenant configured (DESIGN notes: reliability-and-security), and pages
 * where buyers sign in or pay add none, so no tenant script can run there.
 */
export const BASE_DIRECTIVES: Readonly<Directives> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'self'"],
  // Product videos on YouTube or Vimeo play in their players' frames; nothing else is framed.
  'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  'form-action': ["'self'"],
};

/** Helmet's form of the base policy (camelCase keys), for every answer that is not a page. */
export const HELMET_CSP = {
  useDefaults: false,
  directives: Object.fromEntries(
    Object.entries(BASE_DIRECTIVES).map(([name, values]) => [
      name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()),
      values,
    ]),
  ),
};

// Hosts each analytics product needs, from the vendors' CSP guides.
const GTM = 'https://www.googletagmanager.com';
const ANALYTICS_HOSTS = {
  googleTagManagerCode: { 'script-src': [GTM], 'img-src': [GTM], 'connect-src': [GTM] },
  googleAnalyticsCode: {
    'script-src': [GTM],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
  },
  pixelFB: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com'],
  },
} as const satisfies Record<string, Directives>;

/**
 * `npm run dev`: each app's webpack-dev-server signals its updates over a WebSocket on its own
 * port of localhost (shared/federation/dev-server.cjs); everything else still comes from 'self'.
 */
export const DEV_SERVER_SOCKETS = 'ws://localhost:*';

export function pageDirectives(
  config: ShopConfig,
  allowTenantScripts: boolean,
  dev = false,
): Directives {
  const directives: Directives = Object.fromEntries(
    Object.entries(BASE_DIRECTIVES).map(([name, values]) => [name, [...values]]),
  );
  if (dev) directives['connect-src']?.push(DEV_SERVER_SOCKETS);
  if (!allowTenantScripts) return directives;
  for (const [field, hosts] of Object.entries(ANALYTICS_HOSTS)) {
    if (!config[field as keyof typeof ANALYTICS_HOSTS]) continue;
    for (const [name, values] of Object.entries(hosts)) {
      const list = directives[name] ?? [];
      for (const value of values) if (!list.includes(value)) list.push(value);
      directives[name] = list;
    }
  }
  return directives;
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Tenant files (logos, favicons, SVG): images only, never a document that runs anything. */
export const TENANT_ASSET_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The back office (mf-backoffice): its pages are `noindex` and cannot be framed. */
export const BACKOFFICE_REMOTE = 'mf-backoffice';

/** Remotes whose pages are where buyers sign in, see their data or pay: no tenant script. */
export const REMOTES_WITHOUT_TENANT_SCRIPTS: ReadonlySet<string> = new Set([
  'mf-account',
  'mf-checkout',
  'mf-backoffice',
]);
