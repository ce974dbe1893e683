import autocannon from 'autocannon';
import { measureLatency, type LatencyResult } from './api-latency.ts';
import type { RunningStore } from '../support/store-server.ts';

const LIST_PAGE = '/demo-ar/products-list/all';

/**
 * The list page rendered anew for every request, one page at a time per process, as issue 34
 * measured it before (20 connections, through the render queue that is gone): the rate a cold
 * render is compared with.
 */
export const QUEUED_RENDERS_PER_SECOND = 112;

/** Server-rendered pages are measured at this many connections (issue 34), the API at 10. */
export const PAGE_CONNECTIONS = 50;

/**
 * What a browser (and a CDN) says it takes: the pages are sent compressed, as buyers get them. Without
 * it the bench's own client spent its time reading 75 kB of HTML per list page (twice the store's).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Pages whose CPU time is averaged: enough that the 10 ms clock ticks do not matter. */
const CPU_PAGES = 400;

export interface ServerPageFigures {
  staticFile: LatencyResult;
  rows: LatencyResult[];
  /** The store's CPU time (both threads) per list page rendered anew, and per cached one. */
  cpuMsPerColdPage: number;
  cpuMsPerWarmPage: number;
}

/** The store's CPU time over `CPU_PAGES` pages at `PAGE_CONNECTIONS`, per page. */
async function cpuMsPerPage(store: RunningStore, pathOf: (n: number) => string): Promise<number> {
  let n = 0;
  const before = await store.cpuMs();
  const result = await autocannon({
    url: `${store.url}${LIST_PAGE}`,
    connections: PAGE_CONNECTIONS,
    amount: CPU_PAGES,
    headers: BROWSER_HEADERS,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf((n += 1)) }) },
    ],
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} pages did not answer 200`);
  return Math.round((((await store.cpuMs()) - before) / CPU_PAGES) * 10) / 10;
}

/**
 * The server-rendered list kept in memory, and made anew for every request (a query it has never
 * seen), beside a static file of the same process (issue 34); then the CPU each costs.
 */
export async function measureServerPages(store: RunningStore): Promise<ServerPageFigures> {
  const pageLoad = { connections: PAGE_CONNECTIONS, headers: BROWSER_HEADERS };
  // Addresses no earlier round asked for: a page kept from one would be a cache hit.
  const round = Date.now().toString(36);
  const fresh = (label: string) => (n: number) => `${LIST_PAGE}?${label}=${round}-${n}`;
  // A first round of renders, not counted: the JIT and the renderer's modules warm up.
  await cpuMsPerPage(store, fresh('warm-up'));
  const staticFile = await measureLatency('static file', `${store.url}/shell/index.html`, pageLoad);
  const rows = [
    await measureLatency('list page (SSR, warm cache)', `${store.url}${LIST_PAGE}`, pageLoad),
    await measureLatency('list page (SSR, rendered each)', `${store.url}${LIST_PAGE}`, {
      ...pageLoad,
      pathOf: fresh('bench'),
    }),
  ];
  return {
    staticFile,
    rows,
    cpuMsPerColdPage: await cpuMsPerPage(store, fresh('cpu')),
    cpuMsPerWarmPage: await cpuMsPerPage(store, () => LIST_PAGE),
  };
}
