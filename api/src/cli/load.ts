import pg from 'pg';
import {
  buyerJourney,
  createClient,
  JourneyError,
  logIn,
  percentile,
  type JourneyResult,
  type Timings,
} from '../reliability/buyer-journey.js';
import { prepareBuyers, startStoreCluster } from '../reliability/store-instances.js';

/**
 * `npm run load`: concurrent buyer journeys (browse, product, price, save the cart, quote,
 * order) against the built store on loopback, on 1 or more API processes behind the round-robin
 * proxy, then a check in the database that nothing was lost or doubled. Stock reservations stay
 * on: the set-up lets the buyers (companies paying by transfer later) hold many unpaid orders.
 *
 *   LOAD_BUYERS=50 LOAD_SECONDS=120 LOAD_INSTANCES=2 npm run load
 *   LOAD_KILL_AFTER_SECONDS=30   kill the first instance mid-load (with 2 or more instances)
 *
 * Needs DATABASE_URL (PostgreSQL: a fresh schema is made and dropped) and Redis (REDIS_URL,
 * default redis://127.0.0.1:6379). Exit code 1 when any journey failed or a record is off.
 */
const env = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
};
const BUYERS = env('LOAD_BUYERS', 50);
const SECONDS = env('LOAD_SECONDS', 120);
const INSTANCES = env('LOAD_INSTANCES', 2);
const KILL_AFTER = env('LOAD_KILL_AFTER_SECONDS', 0);
const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';

const print = (line: string) => process.stdout.write(`${line}\n`);

print(
  `load: ${BUYERS} buyers, ${SECONDS} s, ${INSTANCES} instance(s)${KILL_AFTER ? `, first killed at ${KILL_AFTER} s` : ''}`,
);
const cluster = await startStoreCluster({
  count: INSTANCES,
  databaseUrl,
  built: true,
  env: {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: `load-${Date.now()}:`,
  },
});
let failed = false;
try {
  const buyers = await prepareBuyers(cluster.databaseUrl, BUYERS);
  const timings: Timings = [];
  const call = createClient(cluster.url, timings);
  for (const buyer of buyers) await logIn(call, buyer);
  timings.length = 0;

  const places = await call<{ id: string; name: string }[]>(
    'locations',
    buyers[0]!,
    'GET',
    '/api/services/app/DomicilieLocations/GetAllByCityId?idcity=06791',
  );
  const place = {
    slug: 'taza-ceramica-clasica-11-oz',
    tandil: places.find((p) => p.name === 'Tandil')!.id,
  };
  const results = new Map<string, JourneyResult[]>();
  const errors: string[] = [];
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const killer =
    KILL_AFTER > 0 && INSTANCES > 1
      ? setTimeout(() => void cluster.instances[0]!.kill(), KILL_AFTER * 1000)
      : null;
  await Promise.all(
    buyers.map(async (buyer) => {
      const done: JourneyResult[] = [];
      results.set(buyer.email, done);
      while (performance.now() < deadline) {
        try {
          done.push(await buyerJourney(call, buyer, place));
        } catch (error) {
          // fetch says only 'fetch failed'; its cause says why (a reset, a timeout).
          const cause = error instanceof Error && error.cause ? `: ${String(error.cause)}` : '';
          errors.push(error instanceof JourneyError ? error.message : `${String(error)}${cause}`);
        }
      }
    }),
  );
  if (killer) clearTimeout(killer);
  const elapsed = (performance.now() - started) / 1000;

  // What the database holds must be exactly what the buyers were answered.
  const all = [...results.values()].flat();
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  const count = async (query: string) => Number((await client.query(query)).rows[0].n);
  const orders = await count(
    `select count(*) as n from orders where user_id in (select id from auth_users where email like 'carga-%')`,
  );
  const quotes = await count(`select count(*) as n from quotes`);
  const carts = (
    await client.query<{ email: string; version: number }>(
      `select u.email, c.version from shopping_carts c join auth_users u on u.id = c.user_id`,
    )
  ).rows;
  // Open unpaid orders (as stock-holds.ts counts them) per buyer, and the limit the store applied.
  const unpaid = (
    await client.query<{ n: string }>(
      `select count(o.id) as n from auth_users u left join orders o on o.user_id = u.id
         and o.status = 'received' and o.payment_status <> 'approved' and o.stock_released_at is null
       where u.email like 'carga-%' group by u.id`,
    )
  ).rows.map((row) => Number(row.n));
  const unpaidLimit = (
    await client.query<{ limit: string }>(
      `select settings_json::json #>> '{checkout,stockHold,maxUnpaidOrders}' as limit
       from tenants where name = 'demo-ar'`,
    )
  ).rows[0]!.limit;
  await client.end();
  const answeredOrders = new Set(all.map((r) => r.orderId)).size;
  const answeredQuotes = new Set(all.map((r) => r.quoteId)).size;
  // Each journey saves the cart once and the order empties it once: two versions a journey.
  const cartsOff = carts.filter(
    (cart) => cart.version !== 2 * (results.get(cart.email)?.length ?? 0),
  ).length;

  const rows: [string, string][] = [
    ['journeys completed', String(all.length)],
    ['journeys failed', String(errors.length)],
    ['requests', String(timings.length)],
    ['throughput (requests/s)', (timings.length / elapsed).toFixed(1)],
    ['journeys/s', (all.length / elapsed).toFixed(2)],
    ['p50 (ms)', percentile(timings, 50).toFixed(1)],
    ['p99 (ms)', percentile(timings, 99).toFixed(1)],
    ['orders answered / in database', `${answeredOrders} / ${orders}`],
    ['quotes answered / in database', `${answeredQuotes} / ${quotes}`],
    ['carts whose version is off', String(cartsOff)],
    [
      'unpaid orders per buyer (min / max, limit)',
      `${Math.min(...unpaid)} / ${Math.max(...unpaid)}, ${unpaidLimit}`,
    ],
    ['requests per instance', [...cluster.served.entries()].map(([, n]) => n).join(' + ')],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows) print(`${name.padEnd(width)}  ${value}`);
  for (const error of [...new Set(errors)].slice(0, 10)) print(`error: ${error}`);
  failed =
    errors.length > 0 ||
    answeredOrders !== all.length ||
    orders !== all.length ||
    quotes !== all.length ||
    answeredQuotes !== all.length ||
    cartsOff > 0;
  print(failed ? 'load: FAILED' : 'load: ok (zero errors, nothing lost or doubled)');
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
