import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { createDb } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { runSeeds } from '../db/seed.js';

/**
 * The databases a test run copies for each test app instead of migrating and seeding again
 * (`src/test/run-tests.ts` makes them once per run and names them in STORE_TEST_TEMPLATES):
 * one migrated, one migrated and seeded with the demo tenants. On SQLite each is a file, copied;
 * on PostgreSQL each is a database, copied by `CREATE DATABASE ... TEMPLATE`. The seeded one's
 * invoicing credentials are encrypted with the key of its `secrets.json`, which a copy takes along.
 */
export interface TestTemplates {
  dialect: 'sqlite' | 'postgres';
  /** SQLite: the file. PostgreSQL: the database's name. */
  migrated: string;
  seeded: string;
  /** The seeded store's `secrets.json` (its TENANT_SECRETS_KEY). */
  seededSecrets: string;
}

export const TEMPLATES_VARIABLE = 'STORE_TEST_TEMPLATES';

export const isPostgresUrl = (url: string | undefined): url is string =>
  !!url && /^postgres(ql)?:\/\//.test(url);

/** The configuration of a test app (and of the templates, so a copy is what seeding makes). */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  const databaseUrl = process.env.DATABASE_URL;
  return loadConfig({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(isPostgresUrl(databaseUrl) ? { DATABASE_URL: databaseUrl } : {}),
    // Tests read the mail the store sends from the development inbox.
    STORE_DEV_INBOX: '1',
    // The host `app.inject` sends (localhost:80): pages are answered on the public origin only.
    PUBLIC_URL: 'http://localhost',
    ...env,
    STORE_DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
  });
}

/** The same server's address for another database. */
export function databaseUrlFor(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${database}`;
  return other.toString();
}

export async function withAdminClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test app's copy of a template once the app has closed. Not forced: a connection the
 * app's background work still holds would be cut with an error thrown after the test ended.
 * A copy still in use is left to the end of the run, which drops every copy (makeTemplates).
 */
export async function dropAppDatabase(url: string, database: string): Promise<void> {
  await withAdminClient(url, (client) => client.query(`drop database if exists ${database}`)).catch(
    (error: unknown) => {
      // 55006 object_in_use: "database is being accessed by other users".
      if ((error as { code?: string }).code !== '55006') throw error;
    },
  );
}

/** The templates of this run, when the runner made them for this database. */
export function templatesOfRun(dialect: AppConfig['database']['dialect']): TestTemplates | null {
  const raw = process.env[TEMPLATES_VARIABLE];
  if (!raw) return null;
  const templates = JSON.parse(raw) as TestTemplates;
  return templates.dialect === dialect ? templates : null;
}

/** Migrates, or seeds, the store of a configuration, as createTestApp does without templates. */
async function prepare(config: AppConfig, step: 'migrate' | 'seed'): Promise<void> {
  const db = createDb(config.database);
  try {
    if (step === 'migrate') await migrateToLatest(db);
    else {
      const app = await buildApp({ config, db });
      try {
        await runSeeds(app);
      } finally {
        await app.close();
      }
    }
  } finally {
    await db.destroy().catch(() => undefined);
  }
}

/**
 * Makes this run's templates on DATABASE_URL's PostgreSQL, else on SQLite files in a temporary
 * folder; `drop` removes them.
 */
export async function makeTemplates(): Promise<{
  templates: TestTemplates;
  drop: () => Promise<void>;
}> {
  const folder = await mkdtemp(join(tmpdir(), 'store-api-templates-'));
  const migratedDir = join(folder, 'migrated');
  const seededDir = join(folder, 'seeded');
  const seededSecrets = join(seededDir, 'secrets.json');
  const baseUrl = process.env.DATABASE_URL;

  if (!isPostgresUrl(baseUrl)) {
    const migrated = testConfig(migratedDir);
    await prepare(migrated, 'migrate');
    const seeded = testConfig(seededDir);
    if (seeded.database.dialect !== 'sqlite' || migrated.database.dialect !== 'sqlite')
      throw new Error('The SQLite templates need a SQLite configuration');
    // The seeded one starts as a copy of the migrated one: migrating once is enough.
    await copyFile(migrated.database.file, seeded.database.file);
    await prepare(seeded, 'seed');
    return {
      templates: {
        dialect: 'sqlite',
        migrated: migrated.database.file,
        seeded: seeded.database.file,
        seededSecrets,
      },
      drop: () => rm(folder, { recursive: true, force: true }),
    };
  }

  const name = `store_test_${randomBytes(5).toString('hex')}`;
  const templates: TestTemplates = {
    dialect: 'postgres',
    migrated: `${name}_migrated`,
    seeded: `${name}_seeded`,
    seededSecrets,
  };
  const drop = async () => {
    await withAdminClient(baseUrl, async (client) => {
      // The test apps' copies a file's process left behind (see dropAppDatabase), then the
      // templates: every test process has ended, so forcing hurts no one.
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${name}\\_app\\_%`],
      );
      for (const database of [
        ...rows.map((row) => row.datname),
        templates.migrated,
        templates.seeded,
      ])
        await client.query(`drop database if exists ${database} with (force)`);
    });
    await rm(folder, { recursive: true, force: true });
  };
  try {
    await withAdminClient(baseUrl, (client) =>
      client.query(`create database ${templates.migrated}`),
    );
    await prepare(
      testConfig(migratedDir, { DATABASE_URL: databaseUrlFor(baseUrl, templates.migrated) }),
      'migrate',
    );
    await withAdminClient(baseUrl, (client) =>
      client.query(`create database ${templates.seeded} template ${templates.migrated}`),
    );
    await prepare(
      testConfig(seededDir, { DATABASE_URL: databaseUrlFor(baseUrl, templates.seeded) }),
      'seed',
    );
  } catch (error) {
    await drop();
    throw error;
  }
  return { templates, drop };
}
