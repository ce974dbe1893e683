/**
 * npm run bench: builds the store, starts it on a temporary data folder and prints figures:
 * JavaScript bytes per route, API latency percentiles beside this machine's hello-world ceiling,
 * and Lighthouse. It never fails on time; `--budget` fails when the home route's JavaScript
 * exceeds its byte budget (a stable figure).
 *
 *   --bytes-only   only the bytes per route
 *   --catalogue-only  only the API at 20,000 products (every buyer call, api-load.ts)
 *   --budget       exit 1 when a byte budget is exceeded
 *   --no-build     use the apps as they are built
 *   --runs <n>     Lighthouse runs per page (median; default 5)
 */
import { parseArgs } from 'node:util';
import { measureLatency, startCeilingServer, type LatencyResult } from './api-latency.ts';
import { measureApi } from './api-load.ts';
import {
  LARGE_CATALOGUE,
  LARGE_CATALOGUE_SLUGS,
  loadLargeCatalogue,
  measureCataloguePdf,
} from './catalog-size.ts';
import { runLighthouse } from './lighthouse.ts';
import { measureRouteBytes } from './route-bytes.ts';
import { run } from '../support/run.ts';
import { startStore } from '../support/store-server.ts';

/** The home route's JavaScript budget, gzip bytes (issue: 200 kB). */
export const HOME_JS_BUDGET = 200_000;

const ROUTES = [
  { path: '/demo-ar/', ready: '[data-remote="mf-catalog"] h1' },
  { path: '/demo-ar/products-list/all', ready: '[data-remote="mf-catalog"] h1' },
  { path: '/demo-ar/shopping-cart', ready: '[data-remote="mf-cart"] h1' },
  { path: '/demo-ar/auth?mode=login', ready: '[data-remote="mf-account"] h1' },
  {
    path: '/demo-ar/checkout',
    ready: '[data-remote="mf-checkout"] h1',
    // Checkout is a buyer's page: a guest is sent to the login.
    buyer: { tenant: 'demo-ar', email: 'comprador@promosur.com.ar', password: 'PromoSur-2026' },
  },
  { path: '/demo-ar/customize-product', ready: '[data-remote="mf-builder"] h1' },
];

const { values: options } = parseArgs({
  // pnpm passes a literal `--` through to the script.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'bytes-only': { type: 'boolean', default: false },
    'catalogue-only': { type: 'boolean', default: false },
    budget: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
  },
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const pad = (text: string | number, width: number) => String(text).padEnd(width);

function printLatency(rows: LatencyResult[], ceiling: LatencyResult) {
  console.log('\nAPI under loopback load (10 connections, 5 s each)');
  console.log(
    `${pad('endpoint', 34)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('req/s', 10)}of ceiling`,
  );
  for (const row of [ceiling, ...rows]) {
    const ratio =
      row === ceiling
        ? ''
        : `${Math.round((row.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`;
    console.log(
      `${pad(row.name, 34)}${pad(row.p50, 9)}${pad(row.p99, 9)}${pad(row.requestsPerSecond, 10)}${ratio}${row.non2xx ? `  (${row.non2xx} non-2xx!)` : ''}`,
    );
  }
}

/** Loads 20,000 products through the importer, then loads every buyer call (api-load.ts). */
async function catalogueFigures(store: Awaited<ReturnType<typeof startStore>>) {
  const importMs = await loadLargeCatalogue(store);
  console.log(
    `\nCatalogue of ${LARGE_CATALOGUE.toLocaleString('es-AR')} more products in demo-ar: imported in ${(importMs / 1000).toFixed(1)} s`,
  );
  const { ceiling, rows } = await measureApi(store.url, 'demo-ar', LARGE_CATALOGUE_SLUGS);
  console.log(`Database: ${store.databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
  printLatency(rows, ceiling);
  const pdf = await measureCataloguePdf(store.url);
  console.log(
    `\nCatalogue PDF of demo-ar (${(LARGE_CATALOGUE + 130).toLocaleString('es-AR')} products): first bytes after ${pdf.firstByteMs} ms, whole ${(pdf.bytes / 1e6).toFixed(1)} MB after ${(pdf.totalMs / 1000).toFixed(1)} s`,
  );
}

async function main() {
  if (!options['no-build']) {
    console.log('Building every app…');
    await run('node_modules/.bin/pnpm', ['run', 'build']);
  }
  const store = await startStore();
  let failed = false;
  try {
    if (options['catalogue-only']) {
      await catalogueFigures(store);
      return;
    }
    const bytes = await measureRouteBytes(store.url, ROUTES);
    console.log('\nJavaScript loaded before each route is usable (gzip -9 of every script body)');
    console.log(
      `${pad('route', 32)}${pad('scripts', 9)}${pad('raw', 12)}${pad('gzip', 12)}then, when idle`,
    );
    for (const row of bytes) {
      console.log(
        `${pad(row.route, 32)}${pad(row.scripts, 9)}${pad(kb(row.rawBytes), 12)}${pad(kb(row.gzipBytes), 12)}${kb(row.laterGzipBytes)}`,
      );
    }

    const home = bytes[0]!;
    const verdict = home.gzipBytes <= HOME_JS_BUDGET ? 'within' : 'OVER';
    console.log(
      `\nHome route budget: ${kb(home.gzipBytes)} of ${kb(HOME_JS_BUDGET)} (${verdict} budget)`,
    );
    if (options.budget && home.gzipBytes > HOME_JS_BUDGET) failed = true;

    if (!options['bytes-only']) {
      const ceilingServer = await startCeilingServer();
      try {
        const ceiling = await measureLatency('node:http hello-world (ceiling)', ceilingServer.url);
        const rows = [
          await measureLatency('GET /api/health', `${store.url}/api/health`),
          await measureLatency(
            'GET PartnerConfigs/GetConfig',
            `${store.url}/api/services/app/PartnerConfigs/GetConfig`,
            { 'X-Tenant': 'demo-ar' },
          ),
          await measureLatency('GET /demo-ar/ (shell HTML)', `${store.url}/demo-ar/`),
        ];
        printLatency(rows, ceiling);
      } finally {
        ceilingServer.stop();
      }

      const runs = Number(options.runs);
      console.log(`\nLighthouse, default mobile profile, median of ${runs} runs`);
      console.log(
        `${pad('page', 36)}${pad('score', 7)}${pad('FCP ms', 8)}${pad('LCP ms', 8)}${pad('TBT ms', 8)}CLS`,
      );
      for (const path of ['/demo-ar/', '/demo-cl/']) {
        const result = await runLighthouse(`${store.url}${path}`, runs);
        console.log(
          `${pad(path, 36)}${pad(result.performance, 7)}${pad(result.fcpMs, 8)}${pad(result.lcpMs, 8)}${pad(result.tbtMs, 8)}${result.cls}`,
        );
      }
      await catalogueFigures(store);
    }
  } finally {
    await store.stop();
  }
  if (failed) {
    console.error(
      `\nThe home route loads more JavaScript than its budget of ${kb(HOME_JS_BUDGET)}.`,
    );
    process.exit(1);
  }
}

await main();
