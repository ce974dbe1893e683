import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dropSchema } from '../../api/src/db/schema-lock.ts';
import { onboardFixtureTenant, restockJourneysProduct } from '../fixtures/onboard.ts';
import { REMOTES, REPO_ROOT } from './paths.ts';
import { deployTool, run } from './run.ts';

export interface RunningStore {
  url: string;
  dataDir: string;
  originDir: string;
  databaseUrl: string | null;
  /** Stops the store's process (pages, API), keeping its database and files: an outage. */
  halt(): Promise<void>;
  /** Starts the store's process again on the same address and data, after `halt`. */
  resume(): Promise<void>;
  /** The CPU time (user and system, every thread) its process has used so far, in ms (Linux). */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** With DATABASE_URL set, the store gets a fresh PostgreSQL schema of its own. */
async function freshDatabase(): Promise<{ url: string | null; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base || !/^postgres(ql)?:\/\//.test(base)) return { url: null, drop: async () => undefined };
  const schema = `e2e_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropSchema(dropper, schema);
      await dropper.end();
    },
  };
}

async function waitForHealth(url: string, server: ChildProcess, logs: () => string): Promise<void> {
  // A bound, not a wait: on a busy 2-core machine a cold start has taken over 30 s.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The store exited while starting:\n${logs()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The store did not answer /api/health in 120 s:\n${logs()}`);
}

/** The built store's server on `port`, once it answers its health check. */
async function serve(
  env: Record<string, string>,
  port: number,
  url: string,
): Promise<ChildProcess> {
  let output = '';
  const server = spawn('node', ['api/dist/server.js'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(url, server, () => output);
  return server;
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the command's parentheses). */
async function processCpuMs(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Clock ticks; Linux reports them at 100 a second (USER_HZ) on every architecture it runs on.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function halt(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The environment of a store's process on these folders and database. */
function storeEnv(dataDir: string, originDir: string, databaseUrl: string | null) {
  return {
    STORE_DATA_DIR: dataDir,
    // Named, not inherited: a test worker's environment holds the global store's origin.
    STORE_ORIGIN_DIR: originDir,
    LOG_LEVEL: 'warn',
    // Every journey's buyer registers from 127.0.0.1, more than an office in 15 minutes.
    STORE_ACCOUNT_ADDRESS_LIMIT: '2000',
    // And opens every buyer's and staff member's first page (a guest token, a login) from there,
    // faster than the 30 a minute per address the session routes allow.
    STORE_SESSION_ADDRESS_LIMIT: '5000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/**
 * A second API instance of a running store: another process on the same database and files,
 * on its own address (what two instances behind a balancer are). Without the development inbox:
 * the first instance holds it.
 */
export async function startSecondInstance(store: {
  dataDir: string;
  originDir: string;
  databaseUrl: string | null;
  /** More environment for this instance alone. */
  env?: Record<string, string>;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...storeEnv(store.dataDir, store.originDir, store.databaseUrl),
    ...store.env,
    PUBLIC_URL: url,
  };
  // A store records its address in its data folder (`npm run tenant` prints it): this test-only
  // instance has an address of its own, so the first store's record is put back once it listens
  // and when it stops, or the CLI would name a port that is gone.
  const addressFile = path.join(store.dataDir, 'store-address.json');
  const firstAddress = await readFile(addressFile, 'utf8');
  const server = await serve(env, port, url);
  await writeFile(addressFile, firstAddress);
  return {
    url,
    async stop() {
      await halt(server);
      await writeFile(addressFile, firstAddress);
    },
  };
}

export interface StoreOptions {
  /** Where it listens (default a free port). */
  port?: number;
  /** More environment for the store's process (the bench's SMTP_URL). */
  env?: Record<string, string>;
  /** Restocks the mug most journeys order (`restockJourneysProduct`): the journeys' shared store. */
  restock?: boolean;
}

/**
 * Starts the built store as `npm start` would, on a temporary data folder: publishes the shell,
 * deploys every remote, migrates, seeds and serves on a free port. The apps must be built.
 */
export async function startStore(options: StoreOptions = {}): Promise<RunningStore> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-'));
  const originDir = path.join(dataDir, 'origin');
  const database = await freshDatabase();
  const env: Record<string, string> = {
    ...storeEnv(dataDir, originDir, database.url),
    // The account journeys read activation and reset mail from /dev/inbox.json.
    STORE_DEV_INBOX: '1',
    ...options.env,
  };
  if (!database.url) delete process.env.DATABASE_URL;

  await deployTool(['init-manifest'], originDir);
  await deployTool(['publish-shell'], originDir);
  for (const remote of REMOTES) await deployTool(['deploy', remote], originDir);
  await run('node', ['api/dist/cli/migrate.js'], env);
  await run('node', ['api/dist/cli/seed.js'], env);
  await onboardFixtureTenant(env);
  if (options.restock) await restockJourneysProduct(env);

  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // Its public address: pages asked on another host (localhost) are sent here first.
  env.PUBLIC_URL = url;
  let server = await serve(env, port, url);

  return {
    url,
    dataDir,
    originDir,
    databaseUrl: database.url,
    async halt() {
      await halt(server);
    },
    async resume() {
      server = await serve(env, port, url);
    },
    cpuMs: () => processCpuMs(server.pid),
    async stop() {
      await halt(server);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
