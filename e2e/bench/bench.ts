/**
 * npm run bench: builds the store, starts it on a temporary data folder and prints figures:
 * JavaScript and CSS bytes per buyer route of both demo tenants and Lighthouse on their home,
 * list and detail (./pages.ts), API latency percentiles beside this machine's hello-world
 * ceiling, and the mail outbox draining a burst (./mail-drain.ts). It never fails on time;
 * `--budget` fails when a byte budget is exceeded (stable figures). The figures are also written
 * as JSON to .store/bench/ (pages.json, api-sqlite.json or api-postgresql.json, and
 * mail-sqlite.json or mail-postgresql.json).
 *
 *   --bytes-only   only the bytes per route
 *   --pages-only   only the pages: bytes per route and Lighthouse (no API load)
 *   --catalogue-only  only the API at 20,000 products (every buyer call, api-load.ts)
 *   --mail-only    only the mail outbox: 2,000 confirmations, then an activation behind them
 *   --backoffice-only  only the back office: the large catalogue and 10,000 orders, its searches
 *                  and its dashboard on Lighthouse's desktop profile
 *   --ssr-only     only the server-rendered list (static file, cached, rendered anew) and the
 *                  store's CPU time per page, `--api-rounds` times (./server-pages.ts)
 *   --port <n>     the store listens on n and the bench's SMTP sink on n + 1 (default: free ports)
 *   --budget       exit 1 when a byte budget is exceeded
 *   --no-build     use the apps as they are built
 *   --runs <n>     Lighthouse runs per page (median; default 5)
 *   --api-rounds <n>  rounds of the API load (each row the median round; default 3)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measureLatency, startCeilingServer, type LatencyResult } from './api-latency.ts';
import { measureApi } from './api-load.ts';
import {
  LARGE_CATALOGUE,
  LARGE_CATALOGUE_SLUGS,
  loadLargeCatalogue,
  measureCataloguePdf,
} from './catalog-size.ts';
import {
  loadManyOrders,
  MANY_ORDERS,
  measureDashboard,
  measureStaffSearches,
} from './backoffice.ts';
import { measureMailDrain, startMailSink, type MailSink } from './mail-drain.ts';
import { measurePages } from './pages.ts';
import { measureServerPages, PAGE_CONNECTIONS, QUEUED_RENDERS_PER_SECOND } from './server-pages.ts';
import { REPO_ROOT } from '../support/paths.ts';
import { run } from '../support/run.ts';
import { startStore } from '../support/store-server.ts';

const { values: options } = parseArgs({
  // pnpm passes a literal `--` through to the script.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    'bytes-only': { type: 'boolean', default: false },
    'pages-only': { type: 'boolean', default: false },
    'catalogue-only': { type: 'boolean', default: false },
    'mail-only': { type: 'boolean', default: false },
    'backoffice-only': { type: 'boolean', default: false },
    'ssr-only': { type: 'boolean', default: false },
    port: { type: 'string' },
    budget: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    'api-rounds': { type: 'string', default: '3' },
  },
});

const pad = (text: string | number, width: number) => String(text).padEnd(width);

function printLatency(title: string, rows: LatencyResult[], ceiling: LatencyResult) {
  console.log(`\n${title}`);
  console.log(
    `${pad('endpoint', 34)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('req/s', 10)}of ${ceiling.name}`,
  );
  for (const row of [ceiling, ...rows]) {
    const share = row.ofCeiling ?? row.requestsPerSecond / ceiling.requestsPerSecond;
    const ratio = row === ceiling ? '' : `${Math.round(share * 100)}%`;
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
  const rounds = Number(options['api-rounds']);
  const { ceiling, rows } = await measureApi(store.url, 'demo-ar', LARGE_CATALOGUE_SLUGS, rounds);
  const database = store.databaseUrl ? 'PostgreSQL' : 'SQLite';
  console.log(
    `Database: ${database}; each row the median of ${rounds} rounds (share of its round's ceiling)`,
  );
  printLatency(
    `Every buyer call on the large catalogue (10 connections, 5 s each), beside a Fastify hello-world`,
    rows,
    ceiling,
  );
  await writeReport(`api-${database.toLowerCase()}.json`, { database, rounds, ceiling, rows });
  const pdf = await measureCataloguePdf(store.url);
  console.log(
    `\nCatalogue PDF of demo-ar (${(LARGE_CATALOGUE + 130).toLocaleString('es-AR')} products): first bytes after ${pdf.firstByteMs} ms, whole ${(pdf.bytes / 1e6).toFixed(1)} MB after ${(pdf.totalMs / 1000).toFixed(1)} s`,
  );
}

/**
 * The back office on the large catalogue (loaded before) and 10,000 orders (issue 32): its
 * searches beside the same hello-world, and its dashboard on Lighthouse's desktop profile.
 */
async function backofficeFigures(store: Awaited<ReturnType<typeof startStore>>) {
  const loadMs = await loadManyOrders(store);
  const database = store.databaseUrl ? 'PostgreSQL' : 'SQLite';
  console.log(
    `\nBack office, ${database}: ${MANY_ORDERS.toLocaleString('es-AR')} orders in demo-ar (one placed, the rest copies of its rows) in ${(loadMs / 1000).toFixed(1)} s`,
  );
  const ceilingServer = await startCeilingServer();
  try {
    const ceiling = await measureLatency('hello-world', ceilingServer.url);
    const searches = await measureStaffSearches(store);
    for (const { connections, rows } of searches)
      printLatency(
        `The sales member's searches, ${connections} connection${connections === 1 ? '' : 's'} (5 s each), beside a node:http hello-world`,
        rows,
        ceiling,
      );
    const runs = Number(options.runs);
    const dashboard = await measureDashboard(store, runs);
    console.log(
      `\nThe dashboard (${dashboard.url}), Lighthouse desktop profile, median of ${dashboard.runs} runs`,
    );
    console.log(
      `score ${dashboard.performance}, usable (TTI) ${dashboard.ttiMs} ms, LCP ${dashboard.lcpMs} ms, TBT ${dashboard.tbtMs} ms, CLS ${dashboard.cls}`,
    );
    await writeReport(`backoffice-${database.toLowerCase()}.json`, {
      database,
      orders: MANY_ORDERS,
      ceiling,
      searches,
      dashboard,
    });
  } finally {
    ceilingServer.stop();
  }
}

/** The outbox under a burst of confirmations, and an activation sent behind them (issue 31). */
async function mailFigures(store: Awaited<ReturnType<typeof startStore>>, sink: MailSink) {
  const figures = await measureMailDrain(store, sink);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nMail outbox, ${figures.database}: ${figures.queued.toLocaleString('es-AR')} order confirmations queued, then a buyer registers behind them`,
  );
  console.log(
    `${pad('first confirmation at the sink', 34)}${seconds(figures.firstArrivalMs)} after queueing (the next outbox round)`,
  );
  console.log(
    `${pad('drain rate', 34)}${figures.drainPerSecond} mails/s (first to last of the ${figures.queued.toLocaleString('es-AR')})`,
  );
  console.log(
    `${pad('activation mail at the sink', 34)}${seconds(figures.activationMs)} after RegisterUser; ${figures.confirmationsBehindActivation} confirmations arrived after it`,
  );
  console.log(`${pad('total', 34)}${seconds(figures.totalMs)} from queueing to the last mail`);
  await writeReport(`mail-${figures.database.toLowerCase()}.json`, figures);
}

/** The server-rendered list beside a static file, and its CPU per page (issue 34). */
async function serverPageFigures(store: Awaited<ReturnType<typeof startStore>>, round = 1) {
  const figures = await measureServerPages(store);
  printLatency(
    `Server-rendered pages (${PAGE_CONNECTIONS} connections, 5 s each), beside a static file of the same process (/shell/index.html)`,
    figures.rows,
    figures.staticFile,
  );
  const [, cold] = figures.rows;
  console.log(
    `Store's CPU (both threads) per list page: ${figures.cpuMsPerColdPage} ms rendered anew, ${figures.cpuMsPerWarmPage} ms from the page cache`,
  );
  if (cold)
    console.log(
      `Rendered anew: ${cold.requestsPerSecond} req/s, ${(cold.requestsPerSecond / QUEUED_RENDERS_PER_SECOND).toFixed(2)} times the ${QUEUED_RENDERS_PER_SECOND} req/s of one render at a time (issue 34); p99 ${(cold.p99 / cold.p50).toFixed(2)} times p50`,
    );
  await writeReport(`server-pages-${round}.json`, figures);
}

/** Figures as JSON in .store/bench, beside the printed report. */
async function writeReport(file: string, figures: object) {
  const folder = path.join(REPO_ROOT, '.store/bench');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, file), `${JSON.stringify(figures, null, 2)}\n`);
}

async function main() {
  if (!options['no-build']) {
    console.log('Building every app…');
    await run('node_modules/.bin/pnpm', ['run', 'build']);
  }
  const port = options.port ? Number(options.port) : undefined;
  const sink = await startMailSink(port === undefined ? 0 : port + 1);
  const store = await startStore({ port, env: { SMTP_URL: sink.smtpUrl } });
  let failed: string[] = [];
  try {
    if (options['mail-only']) {
      await mailFigures(store, sink);
      return;
    }
    if (options['catalogue-only']) {
      await catalogueFigures(store);
      return;
    }
    if (options['ssr-only']) {
      const rounds = Number(options['api-rounds']);
      for (let round = 1; round <= rounds; round += 1) await serverPageFigures(store, round);
      return;
    }
    if (options['backoffice-only']) {
      await loadLargeCatalogue(store);
      await backofficeFigures(store);
      return;
    }
    const pages = await measurePages(store.url, {
      lighthouseRuns: options['bytes-only'] ? 0 : Number(options.runs),
    });
    await writeReport('pages.json', pages);
    if (options.budget) failed = pages.overBudget;

    if (!options['bytes-only'] && !options['pages-only']) {
      const ceilingServer = await startCeilingServer();
      try {
        const ceiling = await measureLatency('hello-world', ceilingServer.url);
        const rows = [
          await measureLatency('GET /api/health', `${store.url}/api/health`),
          await measureLatency(
            'GET PartnerConfigs/GetConfig',
            `${store.url}/api/services/app/PartnerConfigs/GetConfig`,
            { headers: { 'X-Tenant': 'demo-ar' } },
          ),
          await measureLatency('GET /demo-ar/ (shell HTML)', `${store.url}/demo-ar/`),
        ];
        printLatency(
          'API under loopback load (10 connections, 5 s each), beside a node:http hello-world',
          rows,
          ceiling,
        );
        await serverPageFigures(store);
      } finally {
        ceilingServer.stop();
      }

      await mailFigures(store, sink);
      await catalogueFigures(store);
      await backofficeFigures(store);
    }
  } finally {
    await store.stop();
    await sink.close();
  }
  if (failed.length > 0) {
    console.error(`\nOver budget:\n${failed.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
}

await main();
