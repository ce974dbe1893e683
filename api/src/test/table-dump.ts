import { sql, type Kysely } from 'kysely';
import { dialectOf, type Database } from '../db/database.js';

export type Row = Record<string, unknown>;
export type TableDump = Record<string, string[]>;

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
  // PostgreSQL lists the tables of every schema: other test files' schemas run beside ours.
  const own =
    dialectOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
          ?.schema
      : undefined;
  const tables = (await db.introspection.getTables()).filter((t) => t.schema === own);
  const dump: TableDump = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const rows = await loose.selectFrom(name).selectAll().execute();
    dump[name] = rows
      .filter((row) => keep(name, row))
      .map((row) => JSON.stringify(row, Object.keys(row).sort()))
      .sort();
  }
  return dump;
}
