import type pg from 'pg';

/**
 * Kysely's migrator looks its tables up in every schema of the database, not only the current
 * one. Tests and journeys give each app a schema of its own in one PostgreSQL database and drop it
 * afterwards, and a drop in the middle of another app's lookup fails that lookup ("schema ... does
 * not exist"). So migrations and schema drops take turns on this advisory lock.
 */
export const SCHEMA_CHANGE_LOCK = 7_391_620_455;

/** Drops a schema once no migration is looking at the database's tables. */
export async function dropSchema(client: pg.Client, schema: string): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_CHANGE_LOCK]);
  }
}
