import { sql, type Kysely } from 'kysely';
import { dialectOf, type Database } from '../db/database.js';

export type Row = Record<string, unknown>;
export type TableDump = Record<string, string[]>;

/** Kysely's own bookkeeping, which its introspector leaves out too. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** The tables of the test's own database (SQLite) or PostgreSQL schema. */
export async function ownTables(db: Kysely<Database>): Promise<string[]> {
  if (dialectOf(db) === 'sqlite') return (await db.introspection.getTables()).map((t) => t.name);
  // Only our schema is read: Kysely's introspector reads the tables of every schema, and another
  // test file dropping its schema meanwhile failed the read ("schema ... does not exist").
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_catalog.pg_tables where schemaname = current_schema()
  `.execute(db);
  return rows.map((row) => row.name).filter((name) => !MIGRATION_TABLES.includes(name));
}

/**
 * Every row of every table of the test's database (SQLite or its PostgreSQL schema), each row as
 * sorted JSON and each table's rows sorted, so two dumps compare with deepEqual whatever order the
 * database returns. `keep` picks rows (all by default).
 */
export async function dumpTables(
  db: Kysely<Database>,
  keep: (table: string, row: Row) => boolean = () => true,
): Promise<TableDump> {
  const loose = db as unknown as Kysely<Record<string, Row>>;
  const tables = await ownTables(db);
  const dump: TableDump = {};
  for (const name of tables.sort((a, b) => a.localeCompare(b))) {
    const rows = await loose.selectFrom(name).selectAll().execute();
    dump[name] = rows
      .filter((row) => keep(name, row))
      .map((row) => JSON.stringify(row, Object.keys(row).sort()))
      .sort();
  }
  return dump;
}

/**
 * What background jobs write on their own clock, whatever the requests do: the job leases and the
 * outbox's delivery state (a mail round may run in the middle of a test). Left out of a dump when
 * a test asks whether requests changed the database.
 */
const BACKGROUND_WORK: Record<string, 'all' | string[]> = {
  job_leases: 'all',
  mail_outbox: ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'],
};

export function withoutBackgroundWork(dump: TableDump): TableDump {
  const kept: TableDump = {};
  for (const [table, rows] of Object.entries(dump)) {
    const background = BACKGROUND_WORK[table];
    if (background === 'all') continue;
    kept[table] = background
      ? rows
          .map((json) => {
            const row = JSON.parse(json) as Row;
            for (const column of background) delete row[column];
            return JSON.stringify(row);
          })
          .sort()
      : rows;
  }
  return kept;
}
