import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config.js';
import { createDb, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { dropSchema } from '../db/schema-lock.js';
import { runSeeds } from '../db/seed.js';
import {
  databaseUrlFor,
  dropAppDatabase,
  isPostgresUrl,
  templatesOfRun,
  testConfig,
  withAdminClient,
} from './test-templates.js';

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

/**
 * The real app on a fresh database of its own: a temporary SQLite file, or, when DATABASE_URL is
 * a postgres URL, a database of its own (or, without the run's templates, a fresh schema
 * `t_<random>`), dropped again by `close()`. Migrated, and the demo tenants seeded. Under
 * `src/test/run-tests.ts` (`pnpm test`) the database starts as a copy of the run's migrated and
 * seeded template and the seeds run again (they only write the tenants' files then: seeds keep
 * what exists); a test whose environment brings its own TENANT_SECRETS_KEY gets the migrated
 * one and seeds. Routes may still be added before the first `inject`.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'store-api-test-'));
  const dialect = isPostgresUrl(process.env.DATABASE_URL) ? 'postgres' : 'sqlite';
  const templates = templatesOfRun(dialect);
  const seed = options.seed !== false;
  // The seeded template's credentials open only with its key, kept in its secrets.json.
  const seeded = seed && !options.env?.TENANT_SECRETS_KEY;
  const template = templates && (seeded ? templates.seeded : templates.migrated);
  if (templates && seeded) await copyFile(templates.seededSecrets, join(dataDir, 'secrets.json'));

  let ownDatabase: string | null = null;
  let env = options.env;
  if (template && dialect === 'postgres') {
    const base = process.env.DATABASE_URL!;
    const database = `${template.replace(/_(migrated|seeded)$/, '')}_app_${randomBytes(6).toString('hex')}`;
    await withAdminClient(base, async (client) => {
      await client.query(`create database ${database} template ${template}`);
      // A test database needs no durability: a commit that does not wait for the WAL's flush
      // to disk saves a disk sync per transaction (a crash could lose the last ones, never
      // corrupt the database). Only this copy: the server's own settings are left alone.
      await client.query(`alter database ${database} set synchronous_commit = off`);
    });
    ownDatabase = database;
    env = { ...options.env, DATABASE_URL: databaseUrlFor(base, database) };
  }
  const config = testConfig(dataDir, env);
  if (template && config.database.dialect === 'sqlite')
    await copyFile(template, config.database.file);

  let schema: string | null = null;
  let db: Kysely<Database>;
  if (config.database.dialect === 'postgres' && !ownDatabase) {
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
    if (config.database.dialect === 'postgres') {
      const { url } = config.database;
      const dropped = schema;
      if (dropped) await withAdminClient(url, (client) => dropSchema(client, dropped));
      if (ownDatabase) await dropAppDatabase(process.env.DATABASE_URL!, ownDatabase);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  let app: FastifyInstance | undefined;
  try {
    if (!template) await migrateToLatest(db);
    app = await buildApp({ config, db });
    if (seed) await runSeeds(app);
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
