import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM } from '../support/paths.ts';

export interface RouteBytes {
  route: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** Scripts requested once the page was usable (the cart drawer, loaded when the browser is idle). */
  laterGzipBytes: number;
  /** Stylesheets requested before the page was usable. */
  cssGzipBytes: number;
  /** Every script the route loaded, before or after it was usable (paths). */
  scriptPaths: string[];
  /** Whether any of them is fabric (the builder's canvas library, marked by `data-fabric`). */
  loadsFabric: boolean;
}

export interface RouteBytesReport {
  routes: RouteBytes[];
  /** Every federation container the routes loaded, once each. */
  remoteEntries: { path: string; gzipBytes: number }[];
}

declare global {
  interface Window {
    __usableAt?: number;
  }
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/**
 * The JavaScript a route loads before it is usable: every script the page requested before the
 * route's own content appeared and the page was hydrated (the page notes that moment itself;
 * Resource Timing says when each script was requested). A server-rendered page shows its content
 * at once, but its header's buttons stay disabled until React has hydrated it: until then nothing
 * on it works. Bytes are gzip -9 of each body, stable whatever the server's compression.
 */
export interface MeasuredRoute {
  path: string;
  ready: string;
  /** A buyer's page (checkout): measured with this buyer's session, logged in beforehand. */
  buyer?: { tenant: string; email: string; password: string };
}

/** The browser storage of a buyer logged in through the login form (tokens in local storage). */
async function buyerSession(
  browser: Browser,
  baseUrl: string,
  buyer: NonNullable<MeasuredRoute['buyer']>,
) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/${buyer.tenant}/auth?mode=login`);
    await page.getByLabel('Correo electrónico').fill(buyer.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.includes('/auth'));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

export async function measureRouteBytes(
  baseUrl: string,
  routes: MeasuredRoute[],
): Promise<RouteBytesReport> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const results: RouteBytes[] = [];
    const remoteEntries = new Map<string, number>();
    for (const route of routes) {
      // A fresh context per route: nothing cached, so every script the route needs is counted.
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        ...(route.buyer ? { storageState: await buyerSession(browser, baseUrl, route.buyer) } : {}),
      });
      await context.addInitScript((selector: string) => {
        new MutationObserver((_changes, observer) => {
          const hydrated = !document.querySelector('[data-part="header"] button:disabled');
          if (hydrated && document.querySelector(selector)) {
            window.__usableAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['disabled'],
        });
      }, route.ready);
      const page = await context.newPage();
      const bodies = new Map<string, Promise<Buffer | null>>();
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if ((type === 'script' || type === 'stylesheet') && response.ok())
          bodies.set(
            response.url(),
            response.body().catch(() => null),
          );
      });
      await page.goto(`${baseUrl}${route.path}`);
      await page.locator(route.ready).first().waitFor({ state: 'visible' });
      await page.waitForFunction(() => window.__usableAt !== undefined);
      await page.waitForLoadState('networkidle');
      const timing = await page.evaluate(() => ({
        usableAt: window.__usableAt ?? Number.POSITIVE_INFINITY,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
      }));
      let rawBytes = 0;
      let gzipBytes = 0;
      let laterGzipBytes = 0;
      let cssGzipBytes = 0;
      let scripts = 0;
      const scriptPaths: string[] = [];
      let loadsFabric = false;
      for (const { url, startTime } of timing.resources) {
        const body = await bodies.get(url);
        if (!body) continue;
        const pathname = new URL(url).pathname;
        if (/remoteEntry[.\w]*\.js$/.test(pathname)) remoteEntries.set(pathname, gzipSize(body));
        if (pathname.endsWith('.css')) {
          if (startTime <= timing.usableAt) cssGzipBytes += gzipSize(body);
          continue;
        }
        if (!pathname.endsWith('.js')) continue;
        scriptPaths.push(pathname);
        if (body.includes('data-fabric')) loadsFabric = true;
        if (startTime <= timing.usableAt) {
          scripts += 1;
          rawBytes += body.length;
          gzipBytes += gzipSize(body);
        } else {
          laterGzipBytes += gzipSize(body);
        }
      }
      results.push({
        route: route.path,
        scripts,
        rawBytes,
        gzipBytes,
        laterGzipBytes,
        cssGzipBytes,
        scriptPaths,
        loadsFabric,
      });
      await context.close();
    }
    return {
      routes: results,
      remoteEntries: [...remoteEntries].map(([path, gzipBytes]) => ({ path, gzipBytes })),
    };
  } finally {
    await browser.close();
  }
}
