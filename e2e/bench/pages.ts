/**
 * The buyer's pages in `npm run bench`: for each demo tenant, the JavaScript and CSS every route
 * loads before it is usable, each remoteEntry's size, and Lighthouse (default mobile profile) on
 * home, product list and product detail. Byte budgets are stable figures and may fail CI; the
 * Lighthouse timings are printed, never enforced.
 */
import { runLighthouse, type LighthouseResult } from './lighthouse.ts';
import { measureRouteBytes, type MeasuredRoute, type RouteBytes } from './route-bytes.ts';

/**
 * The home route's JavaScript before it is usable (content shown and hydrated), gzip bytes
 * (issue 13). 169.8 kB (169,820 bytes) on 29 Nov with i18next and react-i18next back
 * (docs/performance.md).
 */
export const HOME_JS_BUDGET = 170_000;
/** Each remote's `remoteEntry.js`, gzip bytes (issue 13: 30 kB). */
export const REMOTE_ENTRY_BUDGET = 30_000;

const DEMO_TENANTS = [
  {
    tenant: 'demo-ar',
    simple: 'taza-ceramica-clasica-11-oz',
    curve: 'textil/curva/remera-de-algodon-peinado-24-1',
    buyer: { email: 'comprador@promosur.com.ar', password: 'PromoSur-2026' },
  },
  {
    tenant: 'demo-cl',
    simple: 'taza-ceramica-clasica-11-oz',
    curve: 'textil/curva/polera-de-algodon-peinado-24-1',
    buyer: { email: 'compras@andesmerch.cl', password: 'AndesMerch-2026' },
  },
] as const;

/** Content that appears only once the route's own remote has rendered what the buyer came for. */
const owned = (remote: string, what = 'h1') => `[data-remote="${remote}"] ${what}`;

/** Every buyer page of both demo tenants; the first one is the home of demo-ar (the budget). */
export function buyerRoutes(): MeasuredRoute[] {
  return DEMO_TENANTS.flatMap(({ tenant, simple, curve, buyer }) => {
    const session = { tenant, ...buyer };
    return [
      { path: `/${tenant}/`, ready: owned('mf-catalog') },
      // The list is usable once its products are there, not when its title is.
      { path: `/${tenant}/products-list/all`, ready: owned('mf-catalog', 'article h2 a') },
      { path: `/${tenant}/product-detail/simple/${simple}`, ready: owned('mf-catalog') },
      { path: `/${tenant}/product-detail/${curve}`, ready: owned('mf-catalog') },
      { path: `/${tenant}/shopping-cart`, ready: owned('mf-cart') },
      // Checkout and account are a buyer's pages: a guest is sent to the login.
      { path: `/${tenant}/checkout`, ready: owned('mf-checkout'), buyer: session },
      { path: `/${tenant}/customize-product`, ready: owned('mf-builder') },
      { path: `/${tenant}/profile`, ready: owned('mf-account'), buyer: session },
    ];
  });
}

/** Home, product list and simple product detail of both tenants. */
export function lighthousePages(): string[] {
  return DEMO_TENANTS.flatMap(({ tenant, simple }) => [
    `/${tenant}/`,
    `/${tenant}/products-list/all`,
    `/${tenant}/product-detail/simple/${simple}`,
  ]);
}

export interface PageFigures {
  routes: RouteBytes[];
  remoteEntries: { path: string; gzipBytes: number }[];
  lighthouse: LighthouseResult[];
  /** What exceeds a byte budget, in words; empty when every budget holds. */
  overBudget: string[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const pad = (text: string | number, width: number) => String(text).padEnd(width);

/** Fabric only on the builder's route, the checkout's remote only on the checkout's. */
function misplacedScripts(routes: RouteBytes[]): string[] {
  const found: string[] = [];
  for (const route of routes) {
    if (route.loadsFabric && !route.route.includes('/customize-product'))
      found.push(`${route.route} loads fabric`);
    const checkout = route.scriptPaths.filter((path) => path.includes('/remotes/mf-checkout/'));
    if (checkout.length > 0 && !route.route.includes('/checkout'))
      found.push(`${route.route} loads the checkout (${checkout.join(', ')})`);
    // A buyer's page loads none of the back office (issue 32): these are every buyer route.
    const backoffice = route.scriptPaths.filter((path) => path.includes('/remotes/mf-backoffice/'));
    if (backoffice.length > 0)
      found.push(`${route.route} loads the back office (${backoffice.join(', ')})`);
  }
  for (const line of found) console.log(`  ${line}`);
  return found;
}

export async function measurePages(
  baseUrl: string,
  { lighthouseRuns }: { lighthouseRuns: number },
): Promise<PageFigures> {
  const { routes, remoteEntries } = await measureRouteBytes(baseUrl, buyerRoutes());
  console.log('\nLoaded before each route is usable (gzip -9 of every body)');
  const routeWidth = Math.max(...routes.map((row) => row.route.length)) + 2;
  console.log(
    `${pad('route', routeWidth)}${pad('scripts', 9)}${pad('JS gzip', 11)}${pad('CSS gzip', 11)}JS when idle`,
  );
  for (const row of routes) {
    console.log(
      `${pad(row.route, routeWidth)}${pad(row.scripts, 9)}${pad(kb(row.gzipBytes), 11)}${pad(kb(row.cssGzipBytes), 11)}${kb(row.laterGzipBytes)}`,
    );
  }
  const overBudget: string[] = [];
  const home = routes[0]!;
  console.log(`\nHome route JavaScript: ${kb(home.gzipBytes)} of ${kb(HOME_JS_BUDGET)}`);
  if (home.gzipBytes > HOME_JS_BUDGET)
    overBudget.push(
      `${home.route} loads ${kb(home.gzipBytes)} of JavaScript (${kb(HOME_JS_BUDGET)})`,
    );
  console.log(`remoteEntry.js, each within ${kb(REMOTE_ENTRY_BUDGET)}:`);
  for (const entry of remoteEntries) {
    console.log(`  ${pad(entry.path, 62)}${kb(entry.gzipBytes)}`);
    if (entry.gzipBytes > REMOTE_ENTRY_BUDGET)
      overBudget.push(`${entry.path} is ${kb(entry.gzipBytes)} (${kb(REMOTE_ENTRY_BUDGET)})`);
  }

  overBudget.push(...misplacedScripts(routes));

  const lighthouse: LighthouseResult[] = [];
  if (lighthouseRuns > 0) {
    console.log(`\nLighthouse, default mobile profile, median of ${lighthouseRuns} runs`);
    console.log(
      `${pad('page', 66)}${pad('score', 7)}${pad('FCP ms', 8)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}${pad('CLS', 7)}machine index`,
    );
    for (const path of lighthousePages()) {
      const result = await runLighthouse(`${baseUrl}${path}`, lighthouseRuns).catch(
        (error: unknown) => {
          console.log(`${pad(path, 66)}${(error as Error).message}`);
          return null;
        },
      );
      if (!result) continue;
      lighthouse.push({ ...result, url: path });
      console.log(
        `${pad(path, 66)}${pad(result.performance, 7)}${pad(result.fcpMs, 8)}${pad(result.lcpMs, 8)}${pad(result.tbtMs, 8)}${pad(result.cls, 7)}${result.benchmarkIndex}${result.failures.length > 0 ? ` (${result.runs} runs; left out: ${result.failures.join(', ')})` : ''}`,
      );
    }
  }
  return { routes, remoteEntries, lighthouse, overBudget };
}
