import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createDb, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { dropSchema } from '../db/schema-lock.js';
import { runSeeds } from '../db/seed.js';

export interface TestAppOptions {
  /** Load the demo tenants (default true). */
  seed?: boolean;
  /** Extra environment for loadConfig (STORE_DATA_DIR and JWT_SECRET are always fresh). */
  env?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: AppConfig;
  close: () => Promise<void>;
}

const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

async function withAdminClient(
  url: string,
  run: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The real app on a fresh database of its own: a temporary SQLite file, or, when DATABASE_URL is
 * a postgres URL, a fresh schema `t_<random>` dropped again by `close()`. Migrations are run and
 * the demo tenants seeded. Routes may still be added before the first `inject`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'store-api-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  const config = loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}),
    // Tests read the mail the store sends from the development inbox.
    STORE_DEV_INBOX: '1',
    // The host `app.inject` sends (localhost:80): pages are answered on the public origin only.
    PUBLIC_URL: 'http://localhost',
    ...options.env,
    STORE_DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
  });

  let schema: string | null = null;
  let db: Kysely<Database>;
  if (config.database.dialect === 'postgres') {
    const currentSchema = `t_${randomBytes(6).toString('hex')}`;
    schema = currentSchema;
    await withAdminClient(config.database.url, (client) =>
      client.query(`create schema ${currentSchema}`),
    );
    db = createDb(config.database, { searchPath: currentSchema });
  } else {
    db = createDb(config.database);
  }

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app?.close();
    await db.destroy().catch(() => undefined);
    if (schema && config.database.dialect === 'postgres') {
      const dropped = schema;
      await withAdminClient(config.database.url, (client) => dropSchema(client, dropped));
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    app = await buildApp({ config, db });
    if (options.seed !== false) await runSeeds(app);
  } catch (error) {
    await close();
    throw error;
  }
  return { app, db, config, close };
}

/** Headers of an API call for a tenant, with a bearer token when given. */
export function apiHeaders(tenant: string | null, token?: string): Record<string, string> {
  return {
    ...(tenant !== null ? { 'x-tenant': tenant } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

/** A buyer's 15-minute access token, signed by the app as login would sign it. */
export function userAccessToken(t: TestApp, tenant: string, userId: number): Promise<string> {
  return t.app.tokens.sign({
    tenant,
    subject: `user:${userId}`,
    role: 'user',
    userId,
    typ: 'access',
    expiresIn: 900,
  });
}
