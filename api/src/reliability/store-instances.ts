import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb, nowIso } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { dropSchema } from '../db/schema-lock.js';
import { runSeeds } from '../db/seed.js';
import { hashPassword } from '../modules/auth/index.js';
import { createUsersRepository } from '../modules/auth/index.js';
import { stockEverything } from '../modules/catalog/index.js';
import { STOCK_HOLD_RANGES } from '../modules/tenants/index.js';
import { createTenantsRepository } from '../modules/tenants/index.js';
import {
  createTenantsService,
  type Tenant,
  type TenantsService,
} from '../modules/tenants/index.js';
import { nodeArgsFor } from '../test/node-args.js';
import type { Buyer } from './buyer-journey.js';

/**
 * The store as it runs on several machines: N API processes (each its own Node, memory and
 * timers) on one PostgreSQL schema, one Redis and one shared data folder, behind a small
 * round-robin proxy that sends a request to the next instance when one does not answer. Used by
 * the several-instances test and by `npm run load`.
 */
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface StoreInstance {
  port: number;
  process: ChildProcess;
  kill: () => Promise<void>;
}

export interface StoreCluster {
  url: string;
  databaseUrl: string;
  dataDir: string;
  instances: StoreInstance[];
  /** Answers of each instance, by port (what the proxy sent where). */
  served: Map<number, number>;
  stop: () => Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** The schema goes into the URL, so every process (and pg's pool) connects to it. */
function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the instance on ${port} stopped while starting`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (up) return;
    // The process is starting: ask again on its next turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startInstance(
  port: number,
  env: Record<string, string>,
  built: boolean,
): Promise<StoreInstance> {
  const args = built
    ? [join(API_DIR, 'dist', 'server.js')]
    : nodeArgsFor('../server', import.meta.url);
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  return waitForHealth(port, child).then(() => ({ port, process: child, kill }));
}

/** Round robin over the live instances; a request an instance cannot take goes to the next. */
function startProxy(instances: StoreInstance[], served: Map<number, number>): Promise<Server> {
  let next = 0;
  const down = new Set<number>();
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      // An instance that refused a connection is skipped from then on (it was killed); one that
      // failed this request (reset mid-way) is not tried again for it.
      const tried = new Set<number>();
      const attempt = () => {
        const live = instances.filter(
          (candidate) => !down.has(candidate.port) && !tried.has(candidate.port),
        );
        const instance = live[next++ % Math.max(1, live.length)];
        if (!instance) return void outgoing.writeHead(502).end();
        const upstream = request(
          {
            host: '127.0.0.1',
            port: instance.port,
            method: incoming.method,
            path: incoming.url,
            headers: {
              ...incoming.headers,
              'x-forwarded-for': [
                incoming.headers['x-forwarded-for'],
                incoming.socket.remoteAddress,
              ]
                .filter(Boolean)
                .join(', '),
            },
          },
          (answer) => {
            served.set(instance.port, (served.get(instance.port) ?? 0) + 1);
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') down.add(instance.port);
          tried.add(instance.port);
          if (outgoing.headersSent) return outgoing.destroy();
          attempt();
        });
        upstream.end(body);
      };
      attempt();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function startStoreCluster(options: {
  count: number;
  databaseUrl: string;
  env?: Record<string, string>;
  /** The built server (`api/dist`, what `npm start` runs) instead of the sources through tsx. */
  built?: boolean;
}): Promise<StoreCluster> {
  const schema = `i_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const databaseUrl = withSearchPath(options.databaseUrl, schema);
  const dataDir = await mkdtemp(join(tmpdir(), 'store-cluster-'));
  const env = {
    DATABASE_URL: databaseUrl,
    STORE_DATA_DIR: dataDir,
    // One key for every instance: a token one instance signed, another accepts.
    JWT_SECRET: randomBytes(32).toString('hex'),
    TENANT_SECRETS_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'error',
    STORE_DEV_INBOX: '1',
    TRUST_PROXY: '1',
    ...options.env,
  };
  // Migrate and seed once, as `npm run seed` does, before any instance starts.
  const config = loadConfig(env);
  const db = createDb(config.database);
  await migrateToLatest(db);
  const seeder = await buildApp({ config, db });
  await runSeeds(seeder);
  await seeder.close();
  await db.destroy();

  const instances: StoreInstance[] = [];
  const served = new Map<number, number>();
  let proxy: Server | null = null;
  const stop = async () => {
    proxy?.closeAllConnections();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(null)));
    await Promise.all(instances.map((instance) => instance.kill()));
    await dropSchema(admin, schema);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  };
  let url = '';
  try {
    // The balancer first: its address is the store's public one, where pages are answered.
    proxy = await startProxy(instances, served);
    url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    const instanceEnv = { PUBLIC_URL: url, ...env };
    for (let i = 0; i < options.count; i += 1)
      instances.push(await startInstance(await freePort(), instanceEnv, options.built ?? false));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, databaseUrl, dataDir, instances, served, stop };
}

/**
 * The load's buyers are company accounts that order every few seconds and pay by transfer later:
 * demo-ar lets each hold as many unpaid orders as a tenant file may allow. Set as
 * `npm run tenant -- update` sets it (the tenants service), so the revision moves and instances
 * already running read it on their next call. Reservations stay on: each order holds its units.
 */
async function allowBusyBuyers(tenants: TenantsService): Promise<Tenant> {
  const demo = (await tenants.getByName('demo-ar'))!;
  const checkout = demo.settings.checkout ?? {};
  return tenants.update({
    name: demo.name,
    displayName: demo.displayName,
    environment: demo.environment,
    templateId: demo.templateId,
    settings: {
      ...demo.settings,
      checkout: {
        ...checkout,
        stockHold: {
          ...checkout.stockHold,
          maxUnpaidOrders: STOCK_HOLD_RANGES.maxUnpaidOrders.max,
        },
      },
    },
  });
}

/**
 * `count` activated buyers of demo-ar, written straight to the database (registration needs the
 * e-mailed code), allowed many unpaid orders, and stock no load can exhaust: the load measures
 * the store, not sold-out.
 */
export async function prepareBuyers(databaseUrl: string, count: number): Promise<Buyer[]> {
  const db = createDb({ dialect: 'postgres', url: databaseUrl });
  try {
    const demo = await allowBusyBuyers(createTenantsService(createTenantsRepository(db)));
    await stockEverything(db, 10_000_000);
    const password = 'Clave-de-carga-2026';
    const hash = await hashPassword(password);
    const at = nowIso();
    const buyers: Buyer[] = [];
    for (let i = 0; i < count; i += 1) {
      const email = `carga-${i}@empresa.com.ar`;
      await createUsersRepository(db).insert({
        tenant_id: demo.id,
        email,
        full_name: `Compradora ${i}`,
        phone_number: '1145551234',
        company: 'Carga S.A.',
        password_hash: hash,
        status: 'active',
        activated_at: at,
        deleted_at: null,
        created_at: at,
        updated_at: at,
      });
      buyers.push({ email, password, ip: `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}` });
    }
    return buyers;
  } finally {
    await db.destroy();
  }
}
