import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { ProductDetail } from '../../shared/contracts/src/catalog.ts';
import type { CartItemSimple } from '../../shared/contracts/src/cart.ts';
import { simpleItem } from '../../api/src/modules/pricing/test-carts.ts';
import { itemsForPricing } from '../../mf-cart/src/features/cart/pricing-items.ts';
import type { LatencyResult } from './api-latency.ts';

/**
 * The API section of the bench: every call a buyer's pages make, under the same loopback load
 * (10 connections, 5 s each), beside a hello-world Fastify server measured in the same run. Each
 * request carries what the store's page sends: the tenant, a guest's bearer token, and the
 * compressions Chromium accepts (the answers come compressed, as buyers get them).
 */

const APP = '/api/services/app';
const CONNECTIONS = 10;
const SECONDS = 5;
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** What every request of the store's page carries (shell: @store/platform's API client). */
interface BuyerHeaders {
  'X-Tenant': string;
  authorization: string;
  'accept-encoding': string;
}

interface Call {
  name: string;
  /** A request's `setupRequest` may give it a new path every time (the n-th of the run). */
  requests: autocannon.Request[];
}

/** A GET whose query differs on every request, so each one is read from the database. */
function everyTimeNew(name: string, pathOf: (n: number) => string): Call {
  let n = 0;
  const setupRequest = (request: autocannon.Request) => ({ ...request, path: pathOf((n += 1)) });
  return { name, requests: [{ method: 'GET', path: pathOf(0), setupRequest }] };
}

const PRICE_PATH = `${APP}/ShoppingCarts/GetShoppingCartProductPrice`;
/** What mf-cart sends to price a cart: its items cleaned to what the pricing engine reads. */
const priceBody = (cart: CartItemSimple[]) => JSON.stringify({ items: itemsForPricing(cart) });

/** The pricing call of `cartOf(n)` on the n-th request: a cart nobody priced before. */
function pricingEveryTimeNew(name: string, cartOf: (n: number) => CartItemSimple[]): Call {
  let n = 0;
  const setupRequest = (request: autocannon.Request) => ({
    ...request,
    body: priceBody(cartOf((n += 1))),
  });
  return {
    name,
    requests: [{ method: 'POST', path: PRICE_PATH, body: priceBody(cartOf(0)), setupRequest }],
  };
}

const get = (name: string, ...paths: string[]): Call => ({
  name,
  requests: paths.map((p) => ({ method: 'GET', path: p })),
});

async function load(url: string, call: Call, headers: BuyerHeaders): Promise<LatencyResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: call.requests,
  });
  return {
    name: call.name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    non2xx: result.non2xx,
  };
}

/** A Fastify hello-world in its own process, as the store runs in its own. */
async function startFastifyCeiling(): Promise<{ url: string; stop(): void }> {
  const child = fork(path.join(import.meta.dirname, 'hello-fastify.mjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message) => resolve(Number(message))),
  );
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

async function getJson<T>(url: string, tenant: string): Promise<T> {
  const response = await fetch(url, { headers: { 'X-Tenant': tenant } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { result: T }).result;
}

/** A guest's headers, as the shell holds them after GetAccess (spec section 4, "Session"). */
async function guestHeaders(url: string, tenant: string): Promise<BuyerHeaders> {
  const { accessToken } = await getJson<{ accessToken: string }>(
    `${url}/api/TokenAuth/GetAccess`,
    tenant,
  );
  return {
    'X-Tenant': tenant,
    authorization: `Bearer ${accessToken}`,
    'accept-encoding': CHROMIUM_ACCEPT_ENCODING,
  };
}

/** A cart of `count` lines of simple products in stock, as the browser sends it. */
async function demoCart(url: string, tenant: string, count: number): Promise<CartItemSimple[]> {
  const list = await getJson<{ items: { slug: string; kind: string }[] }>(
    `${url}${APP}/Catalog/GetProductsList?inStock=true&pageSize=60`,
    tenant,
  );
  const lines: CartItemSimple[] = [];
  for (const item of list.items.filter((p) => p.kind === 'simple')) {
    if (lines.length === count) break;
    const product = await getJson<ProductDetail>(
      `${url}${APP}/Catalog/GetProductDetail?slug=${item.slug}`,
      tenant,
    );
    const variant = product.variants.find((v) => v.stock >= 10);
    if (variant) lines.push(simpleItem(product, variant, 10));
  }
  if (lines.length < count) throw new Error(`only ${lines.length} products for the cart`);
  return lines;
}

/** The picture of the cart's first line that has one (a demo product's, under /tenant-assets/). */
function pictureOf(cart: CartItemSimple[]): string {
  const picture = cart.find((item) => item.generic.featured_img)?.generic.featured_img;
  if (!picture) throw new Error('no line of the cart has a picture');
  return picture;
}

/** The calls to load, built from what the running store answers. */
async function buyerCalls(url: string, tenant: string, slugs: string[]): Promise<Call[]> {
  const catalog = `${APP}/Catalog`;
  const cart = await demoCart(url, tenant, 20);
  const locations = await getJson<{ id: string; name: string }[]>(
    `${url}${APP}/DomicilieLocations/GetAllByCityId?idcity=06791`,
    tenant,
  );
  const tandil = locations.find((l) => l.name === 'Tandil')?.id;
  const quote = {
    shoppingCart: { shoppingCartProductsFK: cart },
    provinceFKId: '06',
    provinceId: '06',
    cityFKId: '06791',
    locationFKId: tandil,
    locality: 'Tandil',
    zipCode: '7000',
    discount: 0,
    discountPercent: 0,
    payment: 'NONE',
  };
  return [
    get('GetConfig (configuration)', `${APP}/PartnerConfigs/GetConfig`),
    get('list: first page', `${catalog}/GetProductsList`),
    get('list: category, price order', `${catalog}/GetProductsList?category=gorras&sort=price-asc`),
    get('list: colour, in stock', `${catalog}/GetProductsList?color=Rojo&inStock=true&sort=newest`),
    get('list: page 500 by name', `${catalog}/GetProductsList?sort=name&page=500`),
    get('search: one word', `${catalog}/GetProductsList?search=mochilas`),
    get('search: two words', `${catalog}/GetProductsList?search=mochila%20modelo`),
    get('search: word and colour', `${catalog}/GetProductsList?search=termo&color=Azul`),
    // Lists and searches repeat and the API keeps them until the catalogue changes: these two
    // rows ask something new every time, the cost of a list nobody asked before.
    everyTimeNew(
      'list: new price filter each time',
      (n) => `${catalog}/GetProductsList?sort=price-asc&minPrice=${1000 + n}`,
    ),
    everyTimeNew(
      'search: new product each time',
      (n) => `${catalog}/GetProductsList?search=modelo%20${n % 20_000}`,
    ),
    get('detail (20 products)', ...slugs.map((slug) => `${catalog}/GetProductDetail?slug=${slug}`)),
    // Each page a buyer opens prices the same cart again (the API keeps its answer a minute);
    // the second row changes the quantities on every request, the cost of a new price.
    {
      name: 'cart pricing, 20 lines',
      requests: [{ method: 'POST', path: PRICE_PATH, body: priceBody(cart) }],
    },
    // Line i's quantity is 1 plus the i-th decimal digit of n: no two requests alike.
    pricingEveryTimeNew('cart pricing, new cart each time', (n) =>
      cart.map((item, line) => ({
        ...item,
        value: { ...item.value, quantity: 1 + (Math.floor(n / 10 ** line) % 10) },
      })),
    ),
    // What a list page asks for a dozen times beside the API: a product's picture, a tenant file.
    get('catalogue picture (tenant file)', pictureOf(cart)),
    get('checkout: provinces', `${APP}/DomicilieProvinces/GetAllDomicilieProvince`),
    get(
      'checkout: cities of a province',
      `${APP}/DomicilieCities/GetAllByProvinceId?idprovince=06`,
    ),
    {
      name: 'checkout: shipping, 20 lines',
      requests: [
        { method: 'POST', path: `${APP}/Orders/GetShippingQuote`, body: JSON.stringify(quote) },
      ],
    },
  ];
}

/** The run whose share of its round's ceiling is the median of the rounds'. */
function medianRun(runs: { row: LatencyResult; ceiling: LatencyResult }[]): LatencyResult {
  const shares = runs
    .map(({ row, ceiling }) => ({
      ...row,
      ofCeiling: row.requestsPerSecond / ceiling.requestsPerSecond,
    }))
    .sort((a, b) => a.ofCeiling - b.ofCeiling);
  return shares[Math.floor(shares.length / 2)]!;
}

/**
 * Loads every buyer call of `tenant` on the running store, `rounds` times: each round measures
 * the Fastify hello-world ceiling, then every call. A row is the round where its share of that
 * round's ceiling is the median (this machine's speed drifts between seconds, and a share of a
 * ceiling measured minutes earlier drifts with it). `slugs` are product pages to spread the detail
 * calls over.
 */
export async function measureApi(
  url: string,
  tenant: string,
  slugs: string[],
  rounds: number,
): Promise<{ ceiling: LatencyResult; rows: LatencyResult[] }> {
  const calls = await buyerCalls(url, tenant, slugs);
  const headers = await guestHeaders(url, tenant);
  const ceilingCall = get('Fastify hello-world', '/');
  const server = await startFastifyCeiling();
  const ceilings: LatencyResult[] = [];
  const runs: LatencyResult[][] = calls.map(() => []);
  try {
    for (let round = 0; round < rounds; round += 1) {
      ceilings.push(await load(server.url, ceilingCall, headers));
      for (const [index, call] of calls.entries())
        runs[index]!.push(await load(url, call, headers));
    }
  } finally {
    server.stop();
  }
  const byRequests = [...ceilings].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return {
    ceiling: byRequests[Math.floor(byRequests.length / 2)]!,
    rows: runs.map((rowRuns) =>
      medianRun(rowRuns.map((row, round) => ({ row, ceiling: ceilings[round]! }))),
    ),
  };
}
