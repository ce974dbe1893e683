import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { sql } from 'kysely';
import { createDb } from '../../api/src/db/database.ts';
import { orderSearchText } from '../../api/src/modules/orders/order-search-text.ts';
import { measureLatency, type LatencyResult } from './api-latency.ts';
import { medianOf, type LighthouseResult, type LighthouseRun } from './lighthouse.ts';
import { CHROMIUM } from '../support/paths.ts';
import { orderThroughApi } from '../tests/orders-support.ts';
import type { RunningStore } from '../support/store-server.ts';

/**
 * Issue 32's figures: the back office's order search over 10,000 orders and its product search
 * over the large catalogue, on the store's own database (SQLite or PostgreSQL), and its dashboard
 * on Lighthouse's desktop profile. Figures only: nothing fails on time.
 */
export const MANY_ORDERS = 10_000;

const TENANT = 'demo-ar';
/** The demo sales member (api/src/modules/staff/staff.seed.ts): no second factor to type. */
const SALES = { email: 'ventas@promosur.com.ar', password: 'PromoSur-Ventas-2026' };

/** Where an order of the copies stands: each of the store's statuses in turn. */
const PROGRESS = [
  ['received', 'pending'],
  ['paid', 'approved'],
  ['proof_approved', 'approved'],
  ['in_production', 'approved'],
  ['shipped', 'approved'],
  ['delivered', 'approved'],
] as const;

const DAY_MS = 86_400_000;

const storeDb = (store: RunningStore) =>
  createDb(
    store.databaseUrl
      ? { dialect: 'postgres', url: store.databaseUrl }
      : { dialect: 'sqlite', file: path.join(store.dataDir, 'store.db') },
  );

/**
 * 10,000 orders in demo-ar: one placed through the API, then copies of its rows, each with a
 * number as the store gives one, a company and CUIT of its own (400 companies), a product and SKU
 * of the large catalogue, a status and a day in the last year. Answers the time it took (ms).
 */
export async function loadManyOrders(store: RunningStore): Promise<number> {
  const started = performance.now();
  // One order as the store's pages place it (the demo buyer, through the API).
  const realId = (await orderThroughApi(store.url, TENANT)).id;
  const db = storeDb(store);
  try {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', realId)
      .executeTakeFirstOrThrow();
    const [line] = await db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', realId)
      .execute();
    const products = await db
      .selectFrom('catalog_variants as v')
      .innerJoin('catalog_products as p', 'p.id', 'v.product_id')
      .select(['v.id as variantId', 'v.sku', 'p.id as productId', 'p.name'])
      .where('p.tenant_id', '=', order.tenant_id)
      .orderBy('v.id')
      .limit(3_000)
      .execute();
    const invoice = JSON.parse(order.invoice_json) as Record<string, unknown>;
    const now = Date.now();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < MANY_ORDERS - 1; i += 1) {
        const { id: _id, number: _number, ...copy } = order;
        const [status, payment] = PROGRESS[i % PROGRESS.length]!;
        const company = i % 400;
        const when = new Date(now - ((i * 7919) % 365) * DAY_MS - (i % 86_400) * 1000);
        const invoiceJson = JSON.stringify({
          ...invoice,
          name: `Empresa ${company} S.A.`,
          document: `30-${String(70_000_000 + company).padStart(8, '0')}-${company % 10}`,
        });
        const inserted = await trx
          .insertInto('orders')
          .values({
            ...copy,
            number: '',
            cart_fingerprint: `bench-${i}`,
            status,
            payment_status: payment,
            invoice_json: invoiceJson,
            stock_held_until: null,
            created_at: when.toISOString(),
            updated_at: when.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(inserted.id);
        const product = products[i % products.length]!;
        const { id: _lineId, ...lineCopy } = line!;
        const copiedLine = {
          ...lineCopy,
          order_id: id,
          variant_id: product.variantId,
          product_id: product.productId,
          product_name: product.name,
          sku: product.sku,
        };
        await trx.insertInto('order_lines').values(copiedLine).execute();
        // The store's own numbering and search text (orders.repository.ts).
        const number = `0001-${String(id).padStart(8, '0')}`;
        await trx
          .updateTable('orders')
          .set({
            number,
            search_text: orderSearchText(
              { number, addressee_json: order.addressee_json, invoice_json: invoiceJson },
              [copiedLine],
            ),
          })
          .where('id', '=', id)
          .execute();
      }
    });
    // As the importer does after its bulk writes (and PostgreSQL's autovacuum would within a
    // minute): the planner then knows 10,000 orders are there and picks the search's index.
    for (const table of ['orders', 'order_lines']) await sql.raw(`analyze ${table}`).execute(db);
  } finally {
    await db.destroy();
  }
  return performance.now() - started;
}

/** The sales member's session as the back office keeps it (staff-session.ts). */
async function staffSession(store: RunningStore) {
  const response = await fetch(`${store.url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant': TENANT },
    body: JSON.stringify(SALES),
  });
  const { result } = (await response.json()) as {
    result: { accessToken: string; member: unknown };
  };
  if (response.status !== 200 || !result.accessToken)
    throw new Error(`staff login: HTTP ${response.status}`);
  return { token: result.accessToken, member: result.member };
}

/**
 * The searches a sales member types, each alone (1 connection: the wait they see) and with 10 at
 * once, beside nothing: the store's only load.
 */
export async function measureStaffSearches(
  store: RunningStore,
): Promise<{ connections: number; rows: LatencyResult[] }[]> {
  const { token } = await staffSession(store);
  const headers = { authorization: `Bearer ${token}`, 'x-tenant': TENANT };
  const orders = (query: string) => `${store.url}/api/admin/orders?${query}`;
  const products = (search: string) =>
    `${store.url}/api/admin/catalog/products?search=${encodeURIComponent(search)}`;
  const searches: [string, string][] = [
    ['orders: newest first, no search', orders('sort=newest')],
    ['orders: an order number', orders('q=0001-00005000')],
    ['orders: a company', orders(`q=${encodeURIComponent('Empresa 123 S.A.')}`)],
    ['orders: a CUIT without dashes', orders('q=30700001233')],
    ['orders: a SKU', orders('q=BENCH-00042')],
    ['orders: paid, this month', orders(`status=paid&from=${monthStart()}`)],
    ['products: a word', products('taza')],
    ['products: a model', products('modelo 12345')],
    ['products: a SKU', products('BENCH-19999-2')],
  ];
  const figures = [];
  for (const connections of [1, 10]) {
    const rows: LatencyResult[] = [];
    for (const [name, url] of searches)
      rows.push(await measureLatency(name, url, { headers, connections }));
    figures.push({ connections, rows });
  }
  return figures;
}

const monthStart = () => `${new Date().toISOString().slice(0, 8)}01`;

/**
 * The dashboard on Lighthouse's desktop profile, the median of `runs`: the sales member's session
 * is put in the tab's storage first (on a page that loads nothing, and the cache emptied), as a
 * member who logged in and opens the back office again.
 */
export async function measureDashboard(store: RunningStore, runs = 5): Promise<LighthouseResult> {
  const url = `${store.url}/${TENANT}/admin`;
  const lhrs: LighthouseRun[] = [];
  const failures: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    const session = await staffSession(store);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = (await browser.pages())[0] ?? (await browser.newPage());
      await page.goto(`${store.url}/api/health`);
      await page.evaluate(
        (key, value) => sessionStorage.setItem(key, value),
        `backoffice_session_${TENANT}`,
        JSON.stringify(session),
      );
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(
        url,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        desktopConfig,
        page,
      );
      // Measured is the dashboard itself, not the login page a missing session would show.
      const heading = await page.evaluate(() => document.querySelector('h1')?.textContent);
      if (heading !== 'Inicio') throw new Error(`${url} showed «${heading}», not the dashboard`);
      if (result?.lhr.audits['interactive']?.numericValue !== undefined) lhrs.push(result.lhr);
      else failures.push(result?.lhr.runtimeError?.code ?? 'no result');
    } finally {
      await browser.disconnect();
      await chrome.kill();
    }
  }
  return medianOf(url, lhrs, failures);
}
