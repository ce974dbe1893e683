import { Migrator, sql, type Migration, type MigrationResultSet } from 'kysely';
import { dialectOf } from './database.js';
import type { MigrationDb } from './migration-helpers.js';
import { SCHEMA_CHANGE_LOCK } from './schema-lock.js';
import { STORE_MODULES, type StoreModule } from '../modules/index.js';

const MIGRATION_NAME = /^\d{4}_[a-z0-9_]+$/;

/**
 * Every module's migrations in one set. Names start with a four-digit number that orders the
 * modules (0100 tenants, 0200 auth, 0300 catalog, 0400 cart, 0500 orders); each module keeps to
 * its hundred.
 */
export function collectMigrations(
  modules: readonly StoreModule[] = STORE_MODULES,
): Record<string, Migration> {
  const all: Record<string, Migration> = {};
  for (const module of modules) {
    for (const [name, migration] of Object.entries(module.migrations)) {
      if (!MIGRATION_NAME.test(name))
        throw new Error(
          `Migration "${name}" of module ${module.name} must look like 0100_create_things`,
        );
      if (all[name])
        throw new Error(`Migration "${name}" is defined twice (module ${module.name})`);
      all[name] = migration;
    }
  }
  return all;
}

/**
 * On PostgreSQL the migration tables live in the connection's current schema, named explicitly:
 * otherwise Kysely takes the tables of any schema of the database (another test's) for its own.
 */
async function migrationSchemaOf(db: MigrationDb): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

export async function createMigrator(
  db: MigrationDb,
  modules: readonly StoreModule[] = STORE_MODULES,
): Promise<Migrator> {
  const migrations = collectMigrations(modules);
  const migrationTableSchema = await migrationSchemaOf(db);
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
    // Modules grow independently: auth may add 0210 after catalog's 0300 has run.
    allowUnorderedMigrations: true,
  });
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(
  db: MigrationDb,
  modules?: readonly StoreModule[],
): Promise<MigrationResultSet> {
  const migrator = await createMigrator(db, modules);
  const result =
    dialectOf(db) === 'postgres'
      ? await db.connection().execute(async (lockHolder) => {
          await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(lockHolder);
          try {
            return await migrator.migrateToLatest();
          } finally {
            await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(lockHolder);
          }
        })
      : await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const cause = result.error instanceof Error ? result.error : new Error(String(result.error));
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {
      cause,
    });
  }
  return result;
}
