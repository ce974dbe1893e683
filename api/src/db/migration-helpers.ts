import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { dialectOf } from './database.js';

/**
 * Column helpers for migrations that run unchanged on SQLite and PostgreSQL. The storage rules:
 * ids are auto-increment integers (bigint on PostgreSQL); timestamps are ISO-8601 text in UTC;
 * booleans are integers 0/1 (better-sqlite3 cannot bind booleans); JSON is text; money is a
 * bigint count of minor units (centavos; CLP has none).
 *
 * Migrations are frozen in time: change a helper only in ways that keep old migrations producing
 * the same schema.
 */
type Table = CreateTableBuilder<string, string>;

/** What every migration receives: migrations are frozen in time, so they never see today's types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's convention for migrations
export type MigrationDb = Kysely<any>;

/** `id` primary key, auto-incremented by the database. */
export function withId(db: MigrationDb, table: Table): Table {
  return dialectOf(db) === 'postgres'
    ? table.addColumn('id', 'bigserial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A column that references another table's `id`. */
export function withForeignId(
  table: Table,
  column: string,
  references: string,
  options: { nullable?: boolean; onDelete?: 'cascade' | 'set null' | 'restrict' } = {},
): Table {
  return table.addColumn(column, 'bigint', (col) => {
    let built = col.references(references).onDelete(options.onDelete ?? 'restrict');
    if (!options.nullable) built = built.notNull();
    return built;
  });
}

/** `created_at` and `updated_at`, ISO-8601 text in UTC written by the application. */
export function withTimestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull());
}

/** A boolean stored as integer 0/1. */
export function withBoolean(table: Table, column: string, defaultValue: boolean): Table {
  return table.addColumn(column, 'integer', (col) => col.notNull().defaultTo(defaultValue ? 1 : 0));
}

/** JSON stored as text; the repository parses and serialises it. */
export function withJson(
  table: Table,
  column: string,
  options: { nullable?: boolean } = {},
): Table {
  return table.addColumn(column, 'text', (col) => (options.nullable ? col : col.notNull()));
}

/** An amount of money in integer minor units. */
export function withMoney(
  table: Table,
  column: string,
  options: { nullable?: boolean } = {},
): Table {
  return table.addColumn(column, 'bigint', (col) => (options.nullable ? col : col.notNull()));
}

/** Reads a 0/1 column back as a boolean. */
export const toBoolean = (value: number | bigint | boolean | null | undefined): boolean =>
  Boolean(Number(value ?? 0));

/** Writes a boolean as 0/1. */
export const fromBoolean = (value: boolean): 0 | 1 => (value ? 1 : 0);

/**
 * The index a staff search's `like '%…%'` on one text column reads (issue 32), per database.
 *
 * PostgreSQL: a trigram index (pg_trgm), which answers the `like` itself. The extension belongs to
 * the database, not to a schema: it is created in `public` when missing (it ships with PostgreSQL
 * and is trusted, so the database's owner may) and its operator class is named with the schema it
 * is in. Stores sharing one database in several schemas (the journeys) then all find it, and
 * dropping one of those schemas leaves it to the others. Two stores migrating at once do not both
 * create it: migrations run one store at a time (`migrateToLatest` holds the schema-change lock).
 *
 * SQLite: a narrow index of the tenant, the text and `covering` (what the search sorts by). The
 * `like` still reads every entry of the tenant, but reading the index instead of the wide rows is
 * what made a scan slow (20,000 products: 10 ms -> 2 ms).
 */
export async function createSearchIndex(
  db: MigrationDb,
  {
    index,
    table,
    column,
    covering,
  }: { index: string; table: string; column: string; covering: string[] },
) {
  if (dialectOf(db) === 'sqlite') {
    await db.schema
      .createIndex(index)
      .on(table)
      .columns(['tenant_id', column, ...covering])
      .execute();
    return;
  }
  await sql`create extension if not exists pg_trgm schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`select extnamespace::regnamespace::text as schema
    from pg_extension where extname = 'pg_trgm'`.execute(db);
  await sql`create index ${sql.id(index)} on ${sql.table(table)}
    using gin (${sql.ref(column)} ${sql.id(rows[0]!.schema)}.gin_trgm_ops)`.execute(db);
}
